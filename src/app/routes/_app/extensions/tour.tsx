import { createFileRoute } from '@tanstack/react-router'
import { TourDemo } from '@/features/gallery/extensions/tour-demo'

export const Route = createFileRoute('/_app/extensions/tour')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: TourDemo,
})
