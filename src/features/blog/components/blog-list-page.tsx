import {
  Anchor,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { BLOG_PER_PAGE, blogCategories, type BlogCategory } from '@/contract/blog'
import { usePosts } from '../api/get-posts'
import { blogListQuery, type BlogListSearch } from '../search'
import { BlogPostCard } from './blog-post-card'
import { BlogSidebar } from './blog-sidebar'
import classes from './blog.module.css'
import { useSearchText } from '@/components/use-search-text'

interface BlogListPageProps {
  search: BlogListSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<BlogListSearch>, options?: { replace?: boolean }) => void
}

/** The blog: search, category filter and a paged grid of cards, beside the sidebar. */
export function BlogListPage({ search, onSearchChange }: BlogListPageProps) {
  const { t } = useTranslation('blog')
  const page = search.page ?? 1
  // The route loads the same query when the address changes (routes/_app/pages/blog/list.tsx).
  const posts = usePosts(blogListQuery(search))
  const searchText = useSearchText(
    search.q,
    (q) => onSearchChange({ q, page: undefined }, { replace: true }),
    250,
  )
  const total = posts.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / BLOG_PER_PAGE))
  const filtered = Boolean(search.q ?? search.category)

  let body
  if (posts.isError) body = <QueryError error={posts.error} onRetry={() => void posts.refetch()} />
  else if (!posts.data)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        {Array.from({ length: 4 }, (_, key) => (
          <Skeleton key={key} height={380} radius="md" />
        ))}
      </SimpleGrid>
    )
  else if (posts.data.posts.length === 0)
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600} mb={4}>
          {total > 0 ? t('list.pastEnd') : filtered ? t('list.noMatch') : t('list.empty')}
        </Text>
        {(total > 0 || filtered) && (
          <Anchor
            component="button"
            onClick={() =>
              onSearchChange(
                total > 0
                  ? { page: undefined }
                  : { q: undefined, category: undefined, page: undefined },
              )
            }
          >
            {total > 0 ? t('list.firstPage') : t('list.showAll')}
          </Anchor>
        )}
      </Paper>
    )
  else
    body = (
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          className={posts.isPlaceholderData ? classes.fetching : undefined}
          aria-busy={posts.isPlaceholderData}
        >
          {posts.data.posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.posts', { count: total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => onSearchChange({ page: next })}
              getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
              aria-label={t('list.pages')}
            />
          )}
        </Group>
      </Stack>
    )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('title')}
      </Title>
      <div className={classes.layout}>
        <Stack gap="md">
          <Paper withBorder p="md">
            <Group gap="sm" align="end">
              <TextInput
                type="search"
                label={t('list.search')}
                placeholder={t('list.searchPlaceholder')}
                {...searchText}
                leftSection={<IconSearch size={16} aria-hidden />}
                className={classes.search}
              />
              <NativeSelect
                label={t('list.category')}
                value={search.category ?? ''}
                data={[
                  { value: '', label: t('list.allCategories') },
                  ...blogCategories.map((category) => ({
                    value: category,
                    label: t(`categories.${category}`),
                  })),
                ]}
                onChange={(event) =>
                  onSearchChange({
                    category: (event.currentTarget.value || undefined) as BlogCategory | undefined,
                    page: undefined,
                  })
                }
                className={classes.category}
              />
            </Group>
          </Paper>
          {body}
        </Stack>
        <BlogSidebar activeCategory={search.category} />
      </div>
    </>
  )
}
