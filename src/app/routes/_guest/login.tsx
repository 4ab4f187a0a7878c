import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../auth-screens'
import { redirectSearchSchema } from '../../guards'

export const Route = createFileRoute('/_guest/login')({
  validateSearch: redirectSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginScreen variant="main" redirectTo={redirect} />
}
