import { createFileRoute } from '@tanstack/react-router'
import { BadgesDemo } from '@/features/gallery/components/badges-demo'

export const Route = createFileRoute('/_app/components/badges')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: BadgesDemo,
})
