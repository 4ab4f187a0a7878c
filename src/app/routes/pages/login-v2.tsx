import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/login-v2')({
  component: () => <LoginScreen variant="v2" />,
})
