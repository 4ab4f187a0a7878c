import { createFileRoute } from '@tanstack/react-router'
import { UsersListPage } from '@/features/users/components/users-list-page'
import {
  cleanListSearch,
  usersListSearchSchema,
  type UsersListSearch,
} from '@/features/users/search'
import { requireAbility } from '../../../../guards'

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: usersListSearchSchema,
  beforeLoad: requireAbility('read', 'User'),
  component: UsersListRoute,
})

function UsersListRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<UsersListSearch>, options?: { replace?: boolean }) =>
    void navigate({
      search: (previous) => cleanListSearch({ ...previous, ...patch }),
      replace: options?.replace,
    })
  return <UsersListPage search={search} onSearchChange={onSearchChange} />
}
