import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/features/misc/components/error-page'

export const Route = createFileRoute('/misc/error')({
  staticData: { ns: ['misc'] },
  component: ErrorPage,
})
