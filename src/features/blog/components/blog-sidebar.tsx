import { Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { AnchorLink } from '@/components/router-links'
import type { BlogCategory } from '@/contract/blog'
import { useBlogSidebar } from '../api/get-blog-sidebar'
import { formatDay } from '@/lib/format'
import classes from './blog.module.css'

/** The newest posts and the five categories; a category opens the list filtered by it. */
export function BlogSidebar({ activeCategory }: { activeCategory?: BlogCategory }) {
  const { t } = useTranslation('blog')
  const sidebar = useBlogSidebar()
  if (sidebar.isError)
    return <QueryError error={sidebar.error} onRetry={() => void sidebar.refetch()} />
  return (
    <Stack gap="md" component="aside" aria-label={t('sidebar.label')}>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="sm">
          {t('sidebar.recent')}
        </Title>
        {sidebar.data ? (
          <Stack gap="sm" component="ul" className={classes.plainList}>
            {sidebar.data.recentPosts.map((post) => (
              <Group key={post.id} component="li" gap="sm" wrap="nowrap">
                <img src={post.img} alt="" className={classes.thumb} />
                <div>
                  <AnchorLink
                    to="/pages/blog/detail/$id"
                    params={{ id: post.id }}
                    size="sm"
                    fw={600}
                    dir="auto"
                  >
                    {post.title}
                  </AnchorLink>
                  <Text size="xs" c="dimmed">
                    {formatDay(post.blogPosted)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        ) : (
          <Stack gap="sm" aria-busy="true">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={40} />
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h5" mb="sm">
          {t('sidebar.categories')}
        </Title>
        {sidebar.data ? (
          <ul className={classes.plainList}>
            {sidebar.data.categories.map(({ category, count }) => (
              <li key={category}>
                <Link
                  to="/pages/blog/list"
                  search={{ category }}
                  className={classes.categoryLink}
                  aria-current={category === activeCategory ? 'page' : undefined}
                >
                  <span>{t(`categories.${category}`)}</span>
                  <Text span size="sm" c="dimmed" aria-hidden>
                    {count}
                  </Text>
                  <VisuallyHidden>{t('sidebar.posts', { count })}</VisuallyHidden>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton height={160} />
        )}
      </Paper>
    </Stack>
  )
}
