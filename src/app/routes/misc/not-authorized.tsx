import { createFileRoute } from '@tanstack/react-router'
import { NotAuthorizedPage } from '@/features/misc/components/not-authorized-page'

export const Route = createFileRoute('/misc/not-authorized')({
  staticData: { ns: ['misc'] },
  component: NotAuthorizedPage,
})
