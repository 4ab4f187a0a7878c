import { createFileRoute } from '@tanstack/react-router'
import { FirstUserRedirect } from '@/features/users/components/first-user-redirect'

/** The menu's "View" link: the first user of the list (docs/decisions.md, Users). */
export const Route = createFileRoute('/_app/apps/user/view/')({
  component: () => <FirstUserRedirect page="view" />,
})
