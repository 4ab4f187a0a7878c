import { createFileRoute } from '@tanstack/react-router'
import { SIGN_IN_NAMESPACES } from '@/lib/i18n-namespaces'
import { RegisterScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/register-v2')({
  staticData: { ns: SIGN_IN_NAMESPACES },
  component: () => <RegisterScreen variant="v2" />,
})
