import { createFileRoute } from '@tanstack/react-router'
import { ModalsDemo } from '@/features/gallery/components/modals-demo'

export const Route = createFileRoute('/_app/components/modals')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: ModalsDemo,
})
