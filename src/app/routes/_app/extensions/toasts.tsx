import { createFileRoute } from '@tanstack/react-router'
import { ToastsDemo } from '@/features/gallery/extensions/toasts-demo'

export const Route = createFileRoute('/_app/extensions/toasts')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: ToastsDemo,
})
