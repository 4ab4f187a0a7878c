import { createFileRoute } from '@tanstack/react-router'
import { userQueryOptions } from '@/features/users/api/get-user'
import { UserEditPage } from '@/features/users/components/user-edit-page'
import { UserNotFound } from '@/features/users/components/user-not-found'
import { userEditSearchSchema, type UserEditTab } from '@/features/users/search'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/user/edit/$id')({
  params: recordIdParams,
  staticData: { ns: ['users'] },
  validateSearch: userEditSearchSchema,
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, userQueryOptions(id), { id }),
  notFoundComponent: UserNotFound,
  component: UserEditRoute,
})

function UserEditRoute() {
  const { id } = Route.useParams()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = (next: UserEditTab) =>
    void navigate({ search: { tab: next === 'account' ? undefined : next }, replace: true })
  return <UserEditPage id={id} tab={tab ?? 'account'} onTabChange={onTabChange} />
}
