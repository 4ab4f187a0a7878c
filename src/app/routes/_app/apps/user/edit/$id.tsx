import { createFileRoute } from '@tanstack/react-router'
import { UserEditPage } from '@/features/users/components/user-edit-page'
import { userEditSearchSchema, type UserEditTab } from '@/features/users/search'

export const Route = createFileRoute('/_app/apps/user/edit/$id')({
  validateSearch: userEditSearchSchema,
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
