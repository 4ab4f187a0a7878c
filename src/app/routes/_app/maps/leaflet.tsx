import { createFileRoute } from '@tanstack/react-router'
import { RestaurantMap } from '@/features/gallery/maps/restaurant-map'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/maps/leaflet')({
  beforeLoad: requireAbility('read', 'Component'),
  component: RestaurantMap,
})
