import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../../auth-screens'

export const Route = createFileRoute('/pages/register-v1')({
  component: () => <RegisterScreen variant="v1" />,
})
