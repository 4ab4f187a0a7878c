import { Anchor, Paper, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'

/** An id that names no user (deleted, mistyped): say so and lead back to the list. */
export function UserNotFound() {
  return (
    <>
      <PageTitle title="User not found" />
      <Paper withBorder p="xl" ta="center">
        <Title order={1} size="h3" mb="xs">
          User not found
        </Title>
        <Text c="dimmed">
          This user does not exist or was deleted.{' '}
          <Anchor component={Link} to="/apps/user/list">
            Back to the user list
          </Anchor>
        </Text>
      </Paper>
    </>
  )
}

/** The `$id` of a user page as a number; undefined when it is not a valid id. */
export function parseUserId(id: string): number | undefined {
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : undefined
}

/** The address of a user's view or edit page. */
export function userHref(page: 'view' | 'edit', id: number): string {
  return `/apps/user/${page}/${String(id)}`
}
