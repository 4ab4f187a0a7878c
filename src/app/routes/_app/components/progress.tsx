import { createFileRoute } from '@tanstack/react-router'
import { ProgressDemo } from '@/features/gallery/components/progress-demo'

export const Route = createFileRoute('/_app/components/progress')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: ProgressDemo,
})
