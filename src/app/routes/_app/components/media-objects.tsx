import { createFileRoute } from '@tanstack/react-router'
import { MediaObjectsDemo } from '@/features/gallery/components/media-objects-demo'

export const Route = createFileRoute('/_app/components/media-objects')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: MediaObjectsDemo,
})
