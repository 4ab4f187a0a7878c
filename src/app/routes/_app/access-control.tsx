import { createFileRoute } from '@tanstack/react-router'
import { AccessControlPage } from '@/features/access-control/components/access-control-page'
import { useMe } from '@/features/auth/api/get-me'
import { requireAbility } from '../../guards'

export const Route = createFileRoute('/_app/access-control')({
  beforeLoad: requireAbility('read', 'ACL'),
  component: AccessControlRoute,
})

function AccessControlRoute() {
  return <AccessControlPage me={useMe()} />
}
