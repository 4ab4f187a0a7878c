import { createFileRoute } from '@tanstack/react-router'
import { PillsDemo } from '@/features/gallery/components/pills-demo'

export const Route = createFileRoute('/_app/components/pills')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: PillsDemo,
})
