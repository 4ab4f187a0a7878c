import { createFileRoute } from '@tanstack/react-router'
import { PillBadgesDemo } from '@/features/gallery/components/pill-badges-demo'

export const Route = createFileRoute('/_app/components/pill-badges')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: PillBadgesDemo,
})
