import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboardPage } from '@/features/dashboards/components/ecommerce-dashboard-page'

export const Route = createFileRoute('/_app/')({
  staticData: { ns: ['dashboards'], heading: { key: 'dashboards:home.welcome', size: 'h1' } },
  component: EcommerceDashboardPage,
})
