import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/misc/components/coming-soon-page'

export const Route = createFileRoute('/misc/coming-soon')({
  staticData: { ns: ['misc'] },
  component: ComingSoonPage,
})
