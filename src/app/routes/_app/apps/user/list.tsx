import { createFileRoute } from '@tanstack/react-router'
import { UsersListPage } from '@/features/users/components/users-list-page'
import {
  cleanListSearch,
  usersListSearchSchema,
  type UsersListSearch,
} from '@/features/users/search'
import { useSearchPatch } from '../../../../use-search-patch'

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: usersListSearchSchema,
  staticData: { ns: ['users'] },
  component: UsersListRoute,
})

function UsersListRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<UsersListSearch>(Route, cleanListSearch)
  return <UsersListPage search={search} onSearchChange={onSearchChange} />
}
