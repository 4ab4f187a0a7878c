import { Anchor } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { FirstRecordRedirect } from '@/components/first-record-redirect'
import { usersQueryOptions } from '../api/get-users'

/** The menu's "View" and "Edit" links name no user: they open the list's first (the newest). */
export function FirstUserRedirect({ page }: { page: 'view' | 'edit' }) {
  const firstId = useQuery({
    ...usersQueryOptions({ page: 1, perPage: 1 }),
    select: (data) => data.users[0]?.id,
  })
  return (
    <FirstRecordRedirect
      firstId={firstId}
      title={page === 'view' ? 'View user' : 'Edit user'}
      loadingLabel="Loading users"
      open={(id) => (
        <Navigate
          to={page === 'view' ? '/apps/user/view/$id' : '/apps/user/edit/$id'}
          params={{ id: String(id) }}
          replace
        />
      )}
      empty={
        <>
          There are no users yet.{' '}
          <Anchor component={Link} to="/apps/user/list">
            Go to the user list
          </Anchor>{' '}
          to add one.
        </>
      }
    />
  )
}
