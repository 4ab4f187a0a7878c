import { createFileRoute } from '@tanstack/react-router'
import { MaintenancePage } from '@/features/misc/components/maintenance-page'

export const Route = createFileRoute('/misc/maintenance')({
  staticData: { ns: ['misc'] },
  component: MaintenancePage,
})
