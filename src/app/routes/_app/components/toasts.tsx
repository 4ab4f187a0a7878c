import { createFileRoute } from '@tanstack/react-router'
import { ToastsDemo } from '@/features/gallery/components/toasts-demo'

export const Route = createFileRoute('/_app/components/toasts')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: ToastsDemo,
})
