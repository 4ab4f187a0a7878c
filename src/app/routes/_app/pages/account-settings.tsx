import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/account/components/account-settings-page'
import { accountSearchSchema, type AccountTab } from '@/features/account/search'

export const Route = createFileRoute('/_app/pages/account-settings')({
  validateSearch: accountSearchSchema,
  staticData: { ns: ['account'] },
  component: AccountSettingsRoute,
})

function AccountSettingsRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  // General is the default tab, so it is left out of the address.
  const onTabChange = (next: AccountTab) =>
    void navigate({ search: { tab: next === 'general' ? undefined : next }, replace: true })
  return <AccountSettingsPage tab={tab ?? 'general'} onTabChange={onTabChange} />
}
