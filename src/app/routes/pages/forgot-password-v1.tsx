import { createFileRoute } from '@tanstack/react-router'
import { SIGN_IN_NAMESPACES } from '@/lib/i18n-namespaces'
import { ForgotPasswordScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/forgot-password-v1')({
  staticData: { ns: SIGN_IN_NAMESPACES },
  component: () => <ForgotPasswordScreen variant="v1" />,
})
