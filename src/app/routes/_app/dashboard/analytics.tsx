import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboardPage } from '@/features/dashboards/components/analytics-dashboard-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: AnalyticsDashboardPage,
})
