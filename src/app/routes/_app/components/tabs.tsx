import { createFileRoute } from '@tanstack/react-router'
import { TabsDemo } from '@/features/gallery/components/tabs-demo'

export const Route = createFileRoute('/_app/components/tabs')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: TabsDemo,
})
