import { createFileRoute } from '@tanstack/react-router'
import { RestaurantMap } from '@/features/gallery/maps/restaurant-map'

export const Route = createFileRoute('/_app/maps/leaflet')({
  staticData: { ns: ['gallery'] },
  component: RestaurantMap,
})
