import { Paper, Text, Title } from '@mantine/core'
import { PageTitle } from '@/components/page-title'
import { RecordNotFound } from '@/components/record-not-found'
import { AnchorLink } from '@/components/router-links'

/** An id that names no user (deleted, mistyped): the user routes' not-found page. */
export function UserNotFound() {
  return (
    <RecordNotFound
      title="User not found"
      message="This user does not exist or was deleted."
      back={{ to: '/apps/user/list', label: 'Back to the user list' }}
    />
  )
}

/** The menu's View or Edit (no id) when there is no user at all. */
export function NoUsers({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p="xl" ta="center">
        <Title order={1} size="h3" mb="xs">
          {title}
        </Title>
        <Text c="dimmed">
          There are no users yet. <AnchorLink to="/apps/user/list">Go to the user list</AnchorLink>{' '}
          to add one.
        </Text>
      </Paper>
    </>
  )
}
