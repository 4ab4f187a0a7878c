import { createFileRoute } from '@tanstack/react-router'
import { TimelineDemo } from '@/features/gallery/components/timeline-demo'

export const Route = createFileRoute('/_app/components/timeline')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: TimelineDemo,
})
