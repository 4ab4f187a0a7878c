import { createFileRoute } from '@tanstack/react-router'
import { CardsAnalyticsPage } from '@/features/dashboards/components/cards-chart-pages'

// The cards pages read the dashboard's card endpoints, so they need read Dashboard.
export const Route = createFileRoute('/_app/cards/analytics')({
  staticData: { ns: ['dashboards'] },
  component: CardsAnalyticsPage,
})
