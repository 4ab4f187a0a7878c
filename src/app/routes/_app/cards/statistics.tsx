import { createFileRoute } from '@tanstack/react-router'
import { CardsStatisticsPage } from '@/features/dashboards/components/cards-chart-pages'

// The cards pages read the dashboard's card endpoints, so they need read Dashboard.
export const Route = createFileRoute('/_app/cards/statistics')({
  staticData: { ns: ['dashboards'] },
  component: CardsStatisticsPage,
})
