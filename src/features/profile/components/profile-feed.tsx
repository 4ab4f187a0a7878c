import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import type { ProfilePost } from '@/contract/profile'
import { useProfilePosts } from '../api/get-profile-posts'
import { EmptyNote } from './profile-card'
import { sectionId } from './profile-header'
import { ProfilePostCard } from './profile-post'
import classes from './profile.module.css'

const focusElement = (element: HTMLElement | null) => element?.focus()

/**
 * The posts: the first page came with the page's data; "Load more" adds the
 * next page below, and goes once every post is shown. Focus moves to the
 * first post it brought, so that keyboard users carry on reading there.
 */
export function ProfileFeed({ firstPosts, total }: { firstPosts: ProfilePost[]; total: number }) {
  const { t } = useTranslation('profile')
  const more = useProfilePosts()
  const [focusId, setFocusId] = useState<number>()
  const posts = [...firstPosts, ...(more.data?.pages.flatMap((page) => page.post) ?? [])]
  const hasMore = posts.length < total
  const loadMore = async () => {
    // The first call fetches page 2 (the query's first page); each later one the next.
    const result = await more.fetchNextPage()
    setFocusId(result.data?.pages.at(-1)?.post[0]?.id)
  }
  return (
    <section
      id={sectionId('feed')}
      aria-labelledby={`${sectionId('feed')}-title`}
      className={classes.section}
    >
      <VisuallyHidden>
        <Title order={2} id={`${sectionId('feed')}-title`}>
          {t('feed.title')}
        </Title>
      </VisuallyHidden>
      <Stack gap="md">
        {posts.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <EmptyNote>{t('feed.empty')}</EmptyNote>
          </Paper>
        ) : (
          posts.map((post) => (
            <ProfilePostCard
              key={post.id}
              post={post}
              focusRef={post.id === focusId ? focusElement : undefined}
            />
          ))
        )}
        {more.isError && (
          <QueryError
            title={t('feed.moreFailed')}
            error={more.error}
            onRetry={() => void loadMore()}
          />
        )}
        <Text size="sm" c="dimmed" ta="center" role="status">
          {total > 0 && t('feed.showing', { shown: posts.length, count: total })}
        </Text>
        {hasMore && (
          <Button
            variant="light"
            onClick={() => void loadMore()}
            loading={more.isFetching}
            style={{ alignSelf: 'center' }}
          >
            {t('feed.loadMore')}
          </Button>
        )}
      </Stack>
    </section>
  )
}
