import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboardPage } from '@/features/dashboards/components/analytics-dashboard-page'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  staticData: { ns: ['dashboards'], heading: { key: 'dashboards:analytics.title', size: 'h1' } },
  component: AnalyticsDashboardPage,
})
