import { createFileRoute } from '@tanstack/react-router'
import { ToastsDemo } from '@/features/gallery/components/toasts-demo'

export const Route = createFileRoute('/_app/components/toasts')({
  component: ToastsDemo,
})
