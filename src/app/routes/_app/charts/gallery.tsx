import { createFileRoute } from '@tanstack/react-router'
import { ChartGallery } from '@/features/gallery/charts/chart-gallery'

export const Route = createFileRoute('/_app/charts/gallery')({
  staticData: { ns: ['gallery'] },
  component: ChartGallery,
})
