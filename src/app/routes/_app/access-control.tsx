import { createFileRoute } from '@tanstack/react-router'
import { AccessControlPage } from '@/features/access-control/components/access-control-page'
import { useMe } from '@/features/auth/api/get-me'

export const Route = createFileRoute('/_app/access-control')({
  staticData: { ns: ['access-control'] },
  component: AccessControlRoute,
})

function AccessControlRoute() {
  return <AccessControlPage me={useMe()} />
}
