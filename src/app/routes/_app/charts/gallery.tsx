import { createFileRoute } from '@tanstack/react-router'
import { ChartGallery } from '@/features/gallery/charts/chart-gallery'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/charts/gallery')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ChartGallery,
})
