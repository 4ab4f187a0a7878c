import { createFileRoute } from '@tanstack/react-router'
import { DividerDemo } from '@/features/gallery/components/divider-demo'

export const Route = createFileRoute('/_app/components/divider')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: DividerDemo,
})
