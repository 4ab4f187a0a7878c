import { Anchor, Button, Paper, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useDisclosure } from '@mantine/hooks'
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Suspense, useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import {
  ConfirmRowsDialog,
  type ConfirmRowsTexts,
} from '@/components/data-table/confirm-rows-dialog'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { showBulkResult } from '@/components/data-table/bulk-result'
import { NoMatches } from '@/components/data-table/no-matches'
import { serverSortProps } from '@/components/data-table/server-sort'
import { usePageSelection } from '@/components/data-table/use-page-selection'
import { QueryError } from '@/components/query-error'
import { RowActionButton, RowActionLink, RowActions } from '@/components/data-table/row-actions'
import { CellAvatar } from '@/components/cell-avatar'
import { preloadable } from '@/components/preloadable'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'
import { userSortKeys, USERS_PER_PAGE, type User } from '@/contract/users'
import { useDeleteUsers } from '../api/delete-users'
import { fetchMatchingUsers } from '../api/export-users'
import { useUsers } from '../api/get-users'
import { userPageSizes, usersListQuery, type UsersListSearch } from '../search'
import { userCsvRows } from '../user-csv'
import { DeleteUserDialog } from './delete-user-dialog'
import { PlanBadge, RoleLabel, StatusBadge } from './user-labels'
import { UserListFilters } from './user-list-filters'
import { UserStats } from './user-stats'
import cells from '@/components/data-table/cells.module.css'
import classes from './users.module.css'
import { useTargetStore } from '@/lib/target-store'
import { prefetch } from '@/lib/load-once'

// The add-user drawer (its form and selects) is a chunk of its own, fetched when the pointer or
// the focus reaches Add user, so that it usually opens drawn at once.
const [AddUserDrawer, loadAddUserDrawer] = preloadable(() =>
  import('./add-user-drawer').then((module) => module.AddUserDrawer),
)
const prepareAddUser = () => prefetch(loadAddUserDrawer)

/** Below this width (px) the users are cards: the table's columns need 880 px. */
const STACK_BELOW = 768

interface UsersListPageProps {
  search: UsersListSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<UsersListSearch>, options?: { replace?: boolean }) => void
}

/** Deleting the selected users, in the user's language. */
const bulkDeleteTexts = (t: TFunction<'users'>): ConfirmRowsTexts => ({
  title: (count) => t('bulkDelete.title', { count }),
  message: (count) => t('bulkDelete.message', { count }),
  confirm: (count) => t('bulkDelete.confirm', { count }),
})

/** An email address that may break after its "@" in a narrow table. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@')
  return (
    <span dir="auto">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  )
}

/**
 * The columns, named in the user's language; their ids are the server's sort keys (`sortBy`).
 * The cells are plain elements with the classes of cells.module.css and row-actions.tsx rather
 * than Mantine's layout and text components: a new page mounts ten rows at once, and each
 * Mantine component there is several React components.
 */
function userColumns(t: TFunction<'users'>, onDelete: (user: User) => void): ColumnDef<User>[] {
  return [
    {
      accessorKey: 'fullName',
      header: t('column.user'),
      meta: { card: 'title' },
      cell: ({ row: { original: user } }) => (
        <div className={cells.person}>
          <CellAvatar name={user.fullName} src={user.avatar} size={36} />
          <div className={cells.personText}>
            <Link
              to="/apps/user/view/$id"
              params={{ id: user.id }}
              className={`mantine-focus-auto ${cells.recordLink}`}
              dir="auto"
            >
              {user.fullName}
            </Link>
            <span className={cells.secondary} dir="auto">
              @{user.username}
            </span>
          </div>
        </div>
      ),
    },
    {
      accessorKey: 'email',
      header: t('field.email'),
      // A narrow table breaks an address after its "@" rather than hiding the row's last columns.
      cell: ({ getValue }) => <EmailText email={getValue<string>()} />,
    },
    {
      accessorKey: 'role',
      header: t('field.role'),
      cell: ({ row: { original: user } }) => <RoleLabel role={user.role} />,
    },
    {
      accessorKey: 'currentPlan',
      header: t('field.plan'),
      cell: ({ row: { original: user } }) => <PlanBadge plan={user.currentPlan} />,
    },
    {
      accessorKey: 'status',
      header: t('field.status'),
      cell: ({ row: { original: user } }) => <StatusBadge status={user.status} />,
    },
    {
      id: 'actions',
      header: t('column.actions'),
      enableSorting: false,
      meta: { card: 'footer' },
      cell: ({ row: { original: user } }) => (
        <RowActions>
          <RowActionLink
            to="/apps/user/view/$id"
            params={{ id: user.id }}
            aria-label={t('row.view', { name: user.fullName })}
            hint={t('row.viewHint')}
          >
            <IconEye size={18} aria-hidden />
          </RowActionLink>
          <RowActionLink
            to="/apps/user/edit/$id"
            params={{ id: user.id }}
            aria-label={t('row.edit', { name: user.fullName })}
            hint={t('row.editHint')}
          >
            <IconPencil size={18} aria-hidden />
          </RowActionLink>
          <RowActionButton
            color="red"
            aria-label={t('row.delete', { name: user.fullName })}
            hint={t('row.deleteHint')}
            onClick={() => onDelete(user)}
          >
            <IconTrash size={18} aria-hidden />
          </RowActionButton>
        </RowActions>
      ),
    },
  ]
}

/**
 * The user list: counts, filters, search, the paged table sorted by the server, add, delete
 * (one, or the selected rows) and export of every match.
 */
export function UsersListPage({ search, onSearchChange }: UsersListPageProps) {
  const { t } = useTranslation('users')
  const [adding, addDrawer] = useDisclosure(false)
  // The drawer's code (its form, Mantine's drawer) is fetched when it first opens.
  const addUser = useDrawnWhenOpened(adding)
  const deleting = useTargetStore<User>()
  const deletingMany = useTargetStore<readonly User[]>()
  const deleteUsers = useDeleteUsers()
  // The route loads the same query when the address changes (routes/_app/apps/user/list.tsx).
  const query = usersListQuery(search)
  const { page = 1, perPage = USERS_PER_PAGE, ...matching } = query
  const users = useUsers(query)
  const selection = usePageSelection(JSON.stringify(query))
  const columns = useMemo(() => userColumns(t, deleting.open), [t, deleting.open])
  const filtered = Boolean(search.q ?? search.role ?? search.plan ?? search.status)
  const clearFilters = () =>
    onSearchChange({
      q: undefined,
      role: undefined,
      plan: undefined,
      status: undefined,
      page: undefined,
    })
  const total = users.data?.total ?? 0
  const rows = users.data?.users ?? []
  const pastTheEnd = users.data !== undefined && rows.length === 0 && total > 0

  const confirmDelete = (chosen: readonly User[]) =>
    deleteUsers.mutate(
      chosen.map((user) => user.id),
      {
        onSuccess: (result) => {
          showBulkResult(
            {
              done: (count) => t('bulkDelete.done', { count }),
              failed: (count, reason) => t('bulkDelete.failed', { count, reason }),
            },
            result,
          )
          deletingMany.close()
          selection.clearSelection()
          // The whole page gone: show the one before, not an empty page.
          if (result.done.length === rows.length && page > 1) onSearchChange({ page: page - 1 })
        },
      },
    )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('list.title')}
      </Title>
      <Stack gap="md">
        <UserStats />
        <Paper withBorder>
          <UserListFilters
            q={search.q}
            role={search.role}
            plan={search.plan}
            status={search.status}
            onSearchChange={onSearchChange}
            onAdd={addDrawer.open}
            onPrepareAdd={prepareAddUser}
          />
          {users.isError ? (
            <div className={classes.error}>
              <QueryError error={users.error} onRetry={() => void users.refetch()} />
            </div>
          ) : (
            <DataTable
              label={t('list.title')}
              data={rows}
              columns={columns}
              getRowId={(user) => String(user.id)}
              rowLabel={(user) => user.fullName}
              loading={users.isPending}
              fetching={users.isPlaceholderData}
              minWidth={880}
              stackBelow={STACK_BELOW}
              {...serverSortProps(search, userSortKeys, (sort) =>
                onSearchChange({ ...sort, page: undefined }),
              )}
              selectable
              rowSelection={selection.rowSelection}
              onRowSelectionChange={selection.onRowSelectionChange}
              toolbar={({ selectedRows }) => (
                <>
                  {selectedRows.length > 0 && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => deletingMany.open(selectedRows)}
                    >
                      {t('list.deleteSelected')}
                    </Button>
                  )}
                  <ExportMenu
                    fileBase="users"
                    rows={async () => userCsvRows(t, await fetchMatchingUsers(matching))}
                    title={t('list.exportTitle', { count: total })}
                  />
                </>
              )}
              empty={
                pastTheEnd ? (
                  <>
                    {t('list.pastTheEnd')}{' '}
                    <Anchor component="button" onClick={() => onSearchChange({ page: undefined })}>
                      {t('list.firstPage')}
                    </Anchor>
                  </>
                ) : filtered ? (
                  <NoMatches
                    title={t('list.noMatches')}
                    search={search.q}
                    filters={Boolean(search.role ?? search.plan ?? search.status)}
                    onClear={clearFilters}
                  />
                ) : (
                  t('list.empty')
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
      {addUser.drawn && (
        <Suspense fallback={null}>
          <AddUserDrawer
            opened={adding}
            onClose={addDrawer.close}
            onAdded={() => {
              addDrawer.close()
              // The new user is first in the list: show the first page.
              onSearchChange({ page: undefined })
            }}
          />
        </Suspense>
      )}
      <DeleteUserDialog target={deleting} />
      <ConfirmRowsDialog
        target={deletingMany}
        texts={bulkDeleteTexts(t)}
        nameOf={(user) => `${user.fullName} (@${user.username})`}
        color="red"
        pending={deleteUsers.isPending}
        onConfirm={confirmDelete}
      />
    </>
  )
}
