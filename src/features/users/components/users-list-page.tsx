import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { QueryError } from '@/components/query-error'
import { ActionIconLink, AnchorLink } from '@/components/router-links'
import { UserAvatar } from '@/components/user-avatar'
import { USERS_PER_PAGE, type User } from '@/contract/users'
import { useUsers } from '../api/get-users'
import { userPageSizes, type UsersListSearch } from '../search'
import { AddUserDrawer } from './add-user-drawer'
import { DeleteUserDialog } from './delete-user-dialog'
import { PlanBadge, RoleLabel, StatusBadge } from './user-labels'
import { planOptions, roleOptions, statusOptions } from './user-options'
import { UserStats } from './user-stats'
import classes from './users.module.css'
import { useTargetStore } from '@/lib/target-store'

interface UsersListPageProps {
  search: UsersListSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<UsersListSearch>, options?: { replace?: boolean }) => void
}

function userColumns(onDelete: (user: User) => void): ColumnDef<User>[] {
  const columns: ColumnDef<User>[] = [
    {
      id: 'user',
      header: 'User',
      cell: ({ row: { original: user } }) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={user.fullName} src={user.avatar} radius="xl" size={36} />
          <div className={classes.nameCell}>
            <AnchorLink
              to="/apps/user/view/$id"
              params={{ id: user.id }}
              fw={600}
              size="sm"
              className={classes.nameLink}
              dir="auto"
            >
              {user.fullName}
            </AnchorLink>
            <Text size="xs" c="dimmed" dir="auto">
              @{user.username}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      accessorKey: 'email',
      header: 'Email',
      cell: ({ getValue }) => (
        <Text size="sm" dir="auto">
          {getValue<string>()}
        </Text>
      ),
    },
    {
      accessorKey: 'role',
      header: 'Role',
      cell: ({ row: { original: user } }) => <RoleLabel role={user.role} />,
    },
    {
      accessorKey: 'currentPlan',
      header: 'Plan',
      cell: ({ row: { original: user } }) => <PlanBadge plan={user.currentPlan} />,
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row: { original: user } }) => <StatusBadge status={user.status} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: user } }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIconLink
            to="/apps/user/view/$id"
            params={{ id: user.id }}
            variant="subtle"
            color="gray"
            aria-label={`View ${user.fullName}`}
          >
            <IconEye size={18} aria-hidden />
          </ActionIconLink>
          <ActionIconLink
            to="/apps/user/edit/$id"
            params={{ id: user.id }}
            variant="subtle"
            color="gray"
            aria-label={`Edit ${user.fullName}`}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIconLink>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${user.fullName}`}
            onClick={() => onDelete(user)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ]
  // The server pages the list (newest first); sorting one page here would mislead.
  return columns.map((column) => ({ ...column, enableSorting: false }))
}

/** The user list: counts, filters, search, the paged table, add and delete. */
export function UsersListPage({ search, onSearchChange }: UsersListPageProps) {
  const [adding, addDrawer] = useDisclosure(false)
  const deleting = useTargetStore<User>()
  const page = search.page ?? 1
  const perPage = search.perPage ?? USERS_PER_PAGE
  const users = useUsers({
    q: search.q,
    role: search.role,
    currentPlan: search.plan,
    status: search.status,
    page,
    perPage,
  })
  const columns = useMemo(() => userColumns(deleting.open), [deleting.open])
  // Every keystroke filters: the list is answered from memory in a few milliseconds, and the
  // rows on screen stay until the new ones arrive.
  const setQuery = (q: string) => onSearchChange({ q, page: undefined }, { replace: true })
  const filtered = Boolean(search.q ?? search.role ?? search.plan ?? search.status)
  const total = users.data?.total ?? 0
  const pastTheEnd = users.data !== undefined && users.data.users.length === 0 && total > 0

  const filter = (
    key: 'role' | 'plan' | 'status',
    label: string,
    all: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={search[key] ?? ''}
      data={[{ value: '', label: all }, ...options]}
      onChange={(event) =>
        onSearchChange({ [key]: event.currentTarget.value || undefined, page: undefined })
      }
    />
  )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        Users
      </Title>
      <Stack gap="md">
        <UserStats />
        <Paper withBorder>
          <Stack gap="sm" p="md">
            <Title order={2} size="h5">
              Filters
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {filter('role', 'Role', 'All roles', roleOptions)}
              {filter('plan', 'Plan', 'All plans', planOptions)}
              {filter('status', 'Status', 'All statuses', statusOptions)}
            </SimpleGrid>
          </Stack>
          <Group className={classes.toolbar} gap="sm" p="md" justify="space-between">
            <TextInput
              key={search.q === undefined ? 'empty' : 'search'}
              type="search"
              aria-label="Search users"
              placeholder="Search by name or username"
              defaultValue={search.q ?? ''}
              onChange={(event) => setQuery(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              className={classes.search}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addDrawer.open}>
              Add new user
            </Button>
          </Group>
          {users.isError ? (
            <div className={classes.error}>
              <QueryError error={users.error} onRetry={() => void users.refetch()} />
            </div>
          ) : (
            <DataTable
              label="Users"
              data={users.data?.users ?? []}
              columns={columns}
              getRowId={(user) => String(user.id)}
              loading={users.isPending}
              fetching={users.isPlaceholderData}
              minWidth={880}
              empty={
                pastTheEnd ? (
                  <>
                    This page is past the end of the list.{' '}
                    <Anchor component="button" onClick={() => onSearchChange({ page: undefined })}>
                      Go to the first page
                    </Anchor>
                  </>
                ) : filtered ? (
                  'No users match these filters.'
                ) : (
                  'There are no users yet.'
                )
              }
              paging={{
                page,
                perPage,
                total,
                pageSizes: userPageSizes,
                onPageChange: (next) => onSearchChange({ page: next }),
                onPerPageChange: (next) => onSearchChange({ perPage: next, page: undefined }),
              }}
            />
          )}
        </Paper>
      </Stack>
      <AddUserDrawer
        opened={adding}
        onClose={addDrawer.close}
        onAdded={() => {
          addDrawer.close()
          // The new user is first in the list: show the first page.
          onSearchChange({ page: undefined })
        }}
      />
      <DeleteUserDialog target={deleting} />
    </>
  )
}
