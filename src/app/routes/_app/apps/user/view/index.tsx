import { createFileRoute, redirect } from '@tanstack/react-router'
import { firstUserId } from '@/features/users/api/get-users'
import { NoUsers } from '@/features/users/components/user-not-found'
import { redirectToFirst } from '../../../../../record-route'

/** The menu's "View" link: the first user of the list (docs/decisions.md, Users). */
export const Route = createFileRoute('/_app/apps/user/view/')({
  staticData: { ns: ['users', 'invoices'] },
  loader: ({ context }) =>
    redirectToFirst(
      () => firstUserId(context.queryClient),
      (id) => redirect({ to: '/apps/user/view/$id', params: { id }, replace: true }),
    ),
  component: () => <NoUsers page="view" />,
})
