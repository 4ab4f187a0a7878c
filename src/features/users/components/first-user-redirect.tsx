import { Anchor, Center, Loader, Paper, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { usersQueryOptions } from '../api/get-users'

/**
 * The menu's "View" and "Edit" links name no user: they open the first user
 * of the list (the newest), or say there is none.
 */
export function FirstUserRedirect({ page }: { page: 'view' | 'edit' }) {
  const first = useQuery(usersQueryOptions({ page: 1, perPage: 1 }))
  const title = page === 'view' ? 'View user' : 'Edit user'
  if (first.isError)
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={first.error} onRetry={() => void first.refetch()} />
      </>
    )
  const user = first.data?.users[0]
  if (user)
    return (
      <Navigate
        to={page === 'view' ? '/apps/user/view/$id' : '/apps/user/edit/$id'}
        params={{ id: String(user.id) }}
        replace
      />
    )
  return (
    <>
      <PageTitle title={title} />
      {first.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      ) : (
        <Paper withBorder p="xl" ta="center">
          <Title order={1} size="h3" mb="xs">
            {title}
          </Title>
          <Text c="dimmed">
            There are no users yet.{' '}
            <Anchor component={Link} to="/apps/user/list">
              Go to the user list
            </Anchor>{' '}
            to add one.
          </Text>
        </Paper>
      )}
    </>
  )
}
