import { createFileRoute } from '@tanstack/react-router'
import { RatingsDemo } from '@/features/gallery/extensions/ratings-demo'

export const Route = createFileRoute('/_app/extensions/ratings')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: RatingsDemo,
})
