import { createFileRoute } from '@tanstack/react-router'
import { CardsActionPage } from '@/features/dashboards/components/cards-action-page'

// The cards pages read the dashboard's card endpoints, so they need read Dashboard.
export const Route = createFileRoute('/_app/cards/action')({
  staticData: { ns: ['dashboards'] },
  component: CardsActionPage,
})
