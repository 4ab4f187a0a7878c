import { createFileRoute } from '@tanstack/react-router'
import { callBesideFirstScreen } from '../../../calls-beside-first-screen'
import {
  AnalyticsDashboardPage,
  analyticsDashboardQueries,
} from '@/features/dashboards/components/analytics-dashboard-page'

export const Route = createFileRoute('/_app/dashboard/analytics')({
  staticData: { ns: ['dashboards'], heading: { key: 'dashboards:analytics.title', size: 'h1' } },
  loader: ({ context: { queryClient } }) =>
    callBesideFirstScreen(queryClient, analyticsDashboardQueries),
  component: AnalyticsDashboardPage,
})
