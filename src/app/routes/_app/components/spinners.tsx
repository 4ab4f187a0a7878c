import { createFileRoute } from '@tanstack/react-router'
import { SpinnersDemo } from '@/features/gallery/components/spinners-demo'

export const Route = createFileRoute('/_app/components/spinners')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: SpinnersDemo,
})
