import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/reset-password-v1')({
  component: () => <ResetPasswordScreen variant="v1" />,
})
