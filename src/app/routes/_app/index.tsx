import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboardPage } from '@/features/dashboards/components/ecommerce-dashboard-page'
import { requireAbility } from '../../guards'

export const Route = createFileRoute('/_app/')({
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: EcommerceDashboardPage,
})
