import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconMessageCircle } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { AnchorLink } from '@/components/router-links'
import { UserAvatar } from '@/components/user-avatar'
import type { BlogListItem } from '@/contract/blog'
import { formatDay } from '@/lib/format'
import { PostStatusBadge, TagBadges } from './blog-labels'
import classes from './blog.module.css'

/** One post in the list: picture, title, author, day, tags, the excerpt's text and its comment count. */
export function BlogPostCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation('blog')
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.card}>
      <Card.Section>
        <img src={post.img} alt="" className={classes.cardImage} width="100%" />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title order={2} size="h4" dir="auto">
          <Link to="/pages/blog/detail/$id" params={{ id: post.id }} className={classes.titleLink}>
            {post.title}
          </Link>
        </Title>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar name={post.userFullName} src={post.avatar} size={28} radius="xl" />
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="byAuthor"
              values={{ name: post.userFullName }}
              components={{ strong: <strong dir="auto" /> }}
            />
            <Text span c="dimmed" size="sm">
              {' '}
              · {formatDay(post.blogPosted)}
            </Text>
          </Text>
        </Group>
        <Group gap={6}>
          <TagBadges tags={post.tags} />
          {post.status !== 'Published' && <PostStatusBadge status={post.status} />}
        </Group>
        {/* The list's excerpt is plain text (the back end drops the markup): React shows it as text. */}
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
          {post.excerpt}
        </Text>
        <Group justify="space-between" className={classes.cardFooter}>
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={16} aria-hidden />
            <Text size="sm">{t('card.comments', { count: post.comment })}</Text>
          </Group>
          <AnchorLink
            to="/pages/blog/detail/$id"
            params={{ id: post.id }}
            size="sm"
            fw={600}
            aria-label={t('card.readMoreAbout', { title: post.title })}
          >
            {t('card.readMore')}
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  )
}
