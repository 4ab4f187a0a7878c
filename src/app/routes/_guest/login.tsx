import { createFileRoute } from '@tanstack/react-router'
import { SIGN_IN_NAMESPACES } from '@/lib/i18n-namespaces'
import { LoginScreen } from '../../auth-screens'
import { redirectSearchSchema } from '../../guards'

export const Route = createFileRoute('/_guest/login')({
  staticData: { ns: SIGN_IN_NAMESPACES },
  validateSearch: redirectSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginScreen variant="main" redirectTo={redirect} />
}
