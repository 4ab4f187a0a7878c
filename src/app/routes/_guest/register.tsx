import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../../auth-screens'

export const Route = createFileRoute('/_guest/register')({
  component: () => <RegisterScreen variant="main" />,
})
