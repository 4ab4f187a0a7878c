import { createFileRoute } from '@tanstack/react-router'
import { UsersListPage } from '@/features/users/components/users-list-page'
import { usersQueryOptions } from '@/features/users/api/get-users'
import {
  cleanListSearch,
  usersListQuery,
  usersListSearchSchema,
  type UsersListSearch,
} from '@/features/users/search'
import { loadListOnChange } from '../../../../list-route'
import { useSearchState } from '../../../../use-search-state'

/** The rows of a state of the list's address: what its loader waits for. */
const rows = (search: UsersListSearch) => usersQueryOptions(usersListQuery(search))

export const Route = createFileRoute('/_app/apps/user/list')({
  validateSearch: usersListSearchSchema,
  staticData: { ns: ['users'], heading: { key: 'users:list.title', size: 'h3' } },
  loaderDeps: ({ search }) => usersListQuery(search),
  loader: ({ cause, deps, context: { queryClient } }) =>
    loadListOnChange(cause, queryClient, usersQueryOptions(deps)),
  component: UsersListRoute,
})

function UsersListRoute() {
  const [search, onSearchChange] = useSearchState<UsersListSearch>(Route, cleanListSearch, rows)
  return <UsersListPage search={search} onSearchChange={onSearchChange} />
}
