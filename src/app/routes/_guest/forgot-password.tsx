import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../auth-screens'

export const Route = createFileRoute('/_guest/forgot-password')({
  component: () => <ForgotPasswordScreen variant="main" />,
})
