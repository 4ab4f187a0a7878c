import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/forgot-password-v1')({
  component: () => <ForgotPasswordScreen variant="v1" />,
})
