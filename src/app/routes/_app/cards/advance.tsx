import { createFileRoute } from '@tanstack/react-router'
import { CardsAdvancePage } from '@/features/dashboards/components/cards-content-pages'

// The cards pages read the dashboard's card endpoints, so they need read Dashboard.
export const Route = createFileRoute('/_app/cards/advance')({
  staticData: { ns: ['dashboards'] },
  component: CardsAdvancePage,
})
