import { createFileRoute } from '@tanstack/react-router'
import { PopoversDemo } from '@/features/gallery/components/popovers-demo'

export const Route = createFileRoute('/_app/components/popovers')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: PopoversDemo,
})
