import { createFileRoute } from '@tanstack/react-router'
import { SIGN_IN_NAMESPACES } from '@/lib/i18n-namespaces'
import { LoginScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/login-v2')({
  staticData: { ns: SIGN_IN_NAMESPACES },
  component: () => <LoginScreen variant="v2" />,
})
