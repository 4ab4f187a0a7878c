import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/register-v2')({
  component: () => <RegisterScreen variant="v2" />,
})
