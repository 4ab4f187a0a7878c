import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconPencil } from '@tabler/icons-react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { ButtonLink } from '@/components/router-links'
import { SafeHtml } from '@/components/safe-html'
import { UserAvatar } from '@/components/user-avatar'
import { usePost } from '../api/get-post'
import { BlogComments } from './blog-comments'
import { formatDay } from '@/lib/format'
import { PostStatusBadge, TagBadges } from './blog-labels'
import { BlogSidebar } from './blog-sidebar'
import classes from './blog.module.css'

/** One post: picture, author, day, categories, the sanitised excerpt and content, and comments. */
export function BlogDetailPage({ id }: { id: number }) {
  const { t } = useTranslation('blog')
  const detail = usePost(id)
  if (detail.isError) {
    // Gone while open: the route's not-found page takes over.
    throwIfMissing(detail.error, { id })
    return (
      <>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    )
  }

  const data = detail.data
  return (
    <div className={classes.layout}>
      {data ? (
        <Stack gap="md">
          <PageTitle title={data.post.title} />
          <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article">
            <Stack gap="md">
              <Group justify="space-between" align="start" wrap="wrap" gap="sm">
                <Title order={1} size="h2" dir="auto">
                  {data.post.title}
                </Title>
                <ButtonLink
                  to="/pages/blog/edit/$id"
                  params={{ id: data.post.id }}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('detail.edit')}
                </ButtonLink>
              </Group>
              <Group gap="sm" wrap="wrap">
                <UserAvatar name={data.post.userFullName} src={data.post.avatar} radius="xl" />
                <Text size="sm">
                  <Trans
                    t={t}
                    i18nKey="byAuthor"
                    values={{ name: data.post.userFullName }}
                    components={{ strong: <strong dir="auto" /> }}
                  />
                  <Text span c="dimmed" size="sm">
                    {' '}
                    · {formatDay(data.post.blogPosted)}
                  </Text>
                </Text>
                <TagBadges tags={data.post.tags} />
                {data.post.status !== 'Published' && <PostStatusBadge status={data.post.status} />}
              </Group>
              <img src={data.post.img} alt="" className={classes.featured} />
              <SafeHtml html={data.post.excerpt} className={classes.lead} />
              <SafeHtml html={data.post.content} className={classes.content} />
            </Stack>
          </Paper>
          <BlogComments postId={data.post.id} comments={data.comments} />
          <Group>
            <ButtonLink
              to="/pages/blog/list"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('detail.back')}
            </ButtonLink>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={48} radius="md" />
          <Skeleton height={320} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      )}
      <BlogSidebar />
    </div>
  )
}
