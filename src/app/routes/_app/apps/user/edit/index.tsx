import { createFileRoute } from '@tanstack/react-router'
import { FirstUserRedirect } from '@/features/users/components/first-user-redirect'
import { requireAbility } from '../../../../../guards'

/** The menu's "Edit" link: the first user of the list (docs/decisions.md, Users). */
export const Route = createFileRoute('/_app/apps/user/edit/')({
  beforeLoad: requireAbility('read', 'User'),
  component: () => <FirstUserRedirect page="edit" />,
})
