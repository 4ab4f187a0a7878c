import { createFileRoute } from '@tanstack/react-router'
import { PopoversDemo } from '@/features/gallery/components/popovers-demo'

export const Route = createFileRoute('/_app/components/popovers')({
  component: PopoversDemo,
})
