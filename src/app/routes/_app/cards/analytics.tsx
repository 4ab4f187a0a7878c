import { createFileRoute } from '@tanstack/react-router'
import { CardsAnalyticsPage } from '@/features/dashboards/components/cards-chart-pages'
import { requireAbility } from '../../../guards'

// The cards pages read the dashboard's card endpoints, so they need read Dashboard.
export const Route = createFileRoute('/_app/cards/analytics')({
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: CardsAnalyticsPage,
})
