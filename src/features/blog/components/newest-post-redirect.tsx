import { Anchor, Center, Loader, Paper, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { postsQueryOptions } from '../api/get-posts'

/**
 * The menu's "Detail" and "Edit" links name no post: they open the newest
 * post (the list's first), replacing the address, or say there is none.
 */
export function NewestPostRedirect({ page }: { page: 'detail' | 'edit' }) {
  const first = useQuery(postsQueryOptions({ page: 1, perPage: 1 }))
  const title = page === 'detail' ? 'Blog post' : 'Edit post'
  if (first.isError)
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={first.error} onRetry={() => void first.refetch()} />
      </>
    )
  const post = first.data?.posts[0]
  if (post)
    return (
      <Navigate
        to={page === 'detail' ? '/pages/blog/detail/$id' : '/pages/blog/edit/$id'}
        params={{ id: String(post.id) }}
        replace
      />
    )
  return (
    <>
      <PageTitle title={title} />
      {first.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading posts" />
        </Center>
      ) : (
        <Paper withBorder p="xl" ta="center">
          <Title order={1} size="h3" mb="xs">
            {title}
          </Title>
          <Text c="dimmed">
            There are no posts yet.{' '}
            <Anchor component={Link} to="/pages/blog/list">
              Go to the blog
            </Anchor>
          </Text>
        </Paper>
      )}
    </>
  )
}
