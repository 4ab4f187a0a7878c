import { Anchor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { FirstRecordRedirect } from '@/components/first-record-redirect'
import { postsQueryOptions } from '../api/get-posts'

/** The menu's "Detail" and "Edit" links name no post: they open the newest (the list's first). */
export function NewestPostRedirect({ page }: { page: 'detail' | 'edit' }) {
  const firstId = useQuery({
    ...postsQueryOptions({ page: 1, perPage: 1 }),
    select: (data) => data.posts[0]?.id,
  })
  return (
    <FirstRecordRedirect
      firstId={firstId}
      title={page === 'detail' ? 'Blog post' : 'Edit post'}
      loadingLabel="Loading posts"
      open={(id) => (
        <Navigate
          to={page === 'detail' ? '/pages/blog/detail/$id' : '/pages/blog/edit/$id'}
          params={{ id: String(id) }}
          replace
        />
      )}
      empty={
        <>
          There are no posts yet.{' '}
          <Anchor component={Link} to="/pages/blog/list">
            Go to the blog
          </Anchor>
        </>
      }
    />
  )
}
