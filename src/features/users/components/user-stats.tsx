import { memo } from 'react'
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react'
import { QueryError } from '@/components/query-error'
import { useAllUsers } from '../api/get-all-users'

const cards = [
  { key: 'total', label: 'Total users', icon: IconUsers, color: 'blue' },
  { key: 'active', label: 'Active users', icon: IconUserCheck, color: 'green' },
  { key: 'pending', label: 'Pending users', icon: IconUserExclamation, color: 'orange' },
  { key: 'inactive', label: 'Inactive users', icon: IconUserOff, color: 'gray' },
] as const

/** The statistics cards: every user, counted by status (memoised: the list's paging and search leave them be). */
export const UserStats = memo(function UserStats() {
  const users = useAllUsers()
  if (users.isError)
    return (
      <QueryError
        title="The user counts could not be loaded"
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    )
  const count = (key: (typeof cards)[number]['key']) =>
    key === 'total' ? users.data?.length : users.data?.filter((user) => user.status === key).length
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy={users.isPending}>
      {cards.map(({ key, label, icon: CardIcon, color }) => (
        <Paper key={key} withBorder p="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              {users.isPending ? (
                <Skeleton height={28} width={48} mt={4} />
              ) : (
                <Text fz={26} fw={700} lh={1.2}>
                  {count(key)}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" color={color} size={44} radius="md">
              <CardIcon size={24} aria-hidden />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  )
})
