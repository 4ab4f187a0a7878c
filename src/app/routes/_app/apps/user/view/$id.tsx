import { createFileRoute } from '@tanstack/react-router'
import { ClientInvoices } from '@/features/invoices/components/client-invoices'
import { userQueryOptions, useUser } from '@/features/users/api/get-user'
import { UserNotFound } from '@/features/users/components/user-not-found'
import { UserViewPage } from '@/features/users/components/user-view-page'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/user/view/$id')({
  params: recordIdParams,
  staticData: { ns: ['users', 'invoices'] },
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, userQueryOptions(id), { id }),
  notFoundComponent: UserNotFound,
  component: UserViewRoute,
})

/** The user's page, with their invoices (an invoice's client name is the user's full name). */
function UserViewRoute() {
  const { id } = Route.useParams()
  // The same query the page makes: answered once, from the cache.
  const user = useUser(id)
  return (
    <UserViewPage
      id={id}
      invoices={user.data ? <ClientInvoices clientName={user.data.fullName} /> : undefined}
    />
  )
}
