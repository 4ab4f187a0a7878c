import { createFileRoute } from '@tanstack/react-router'
import { ClientInvoices } from '@/features/invoices/components/client-invoices'
import { useUser } from '@/features/users/api/get-user'
import { parseUserId } from '@/features/users/components/user-not-found'
import { UserViewPage } from '@/features/users/components/user-view-page'

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  component: UserViewRoute,
})

/** The user's page, with their invoices (an invoice's client name is the user's full name). */
function UserViewRoute() {
  const { id } = Route.useParams()
  // The same query the page makes: answered once, from the cache.
  const user = useUser(parseUserId(id))
  return (
    <UserViewPage
      id={id}
      invoices={user.data ? <ClientInvoices clientName={user.data.fullName} /> : undefined}
    />
  )
}
