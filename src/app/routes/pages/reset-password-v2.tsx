import { createFileRoute } from '@tanstack/react-router'
import { SIGN_IN_NAMESPACES } from '@/lib/i18n-namespaces'
import { ResetPasswordScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/reset-password-v2')({
  // The new password's fields are the shell's (src/components/new-password-fields.tsx).
  staticData: { ns: [...SIGN_IN_NAMESPACES, 'shell'] },
  component: () => <ResetPasswordScreen variant="v2" />,
})
