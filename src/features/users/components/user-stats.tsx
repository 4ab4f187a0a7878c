import { memo } from 'react'
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core'
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { formatNumber } from '@/lib/format'
import { useAllUsers } from '../api/get-all-users'

const cards = [
  { key: 'total', icon: IconUsers, color: 'blue' },
  { key: 'active', icon: IconUserCheck, color: 'green' },
  { key: 'pending', icon: IconUserExclamation, color: 'orange' },
  { key: 'inactive', icon: IconUserOff, color: 'gray' },
] as const

/** The statistics cards: every user, counted by status (memoised: the list's paging and search leave them be). */
export const UserStats = memo(function UserStats() {
  const { t } = useTranslation('users')
  const users = useAllUsers()
  if (users.isError)
    return (
      <QueryError
        title={t('stats.failed')}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    )
  const count = (key: (typeof cards)[number]['key']) =>
    (key === 'total' ? users.data : users.data?.filter((user) => user.status === key))?.length ?? 0
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy={users.isPending}>
      {cards.map(({ key, icon: CardIcon, color }) => (
        <Paper key={key} withBorder p="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" c="dimmed">
                {t(`stats.${key}`)}
              </Text>
              {users.isPending ? (
                <Skeleton height={28} width={48} mt={4} />
              ) : (
                <Text fz={26} fw={700} lh={1.2}>
                  {formatNumber(count(key))}
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
