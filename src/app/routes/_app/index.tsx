import { createFileRoute } from '@tanstack/react-router'
import { callBesideFirstScreen } from '../../calls-beside-first-screen'
import {
  EcommerceDashboardPage,
  ecommerceDashboardQueries,
} from '@/features/dashboards/components/ecommerce-dashboard-page'

export const Route = createFileRoute('/_app/')({
  staticData: { ns: ['dashboards'], heading: { key: 'dashboards:home.welcome', size: 'h1' } },
  loader: ({ context: { queryClient } }) =>
    callBesideFirstScreen(queryClient, ecommerceDashboardQueries),
  component: EcommerceDashboardPage,
})
