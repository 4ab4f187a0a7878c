import { createFileRoute } from '@tanstack/react-router'
import { ButtonsDemo } from '@/features/gallery/components/buttons-demo'

export const Route = createFileRoute('/_app/components/buttons')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: ButtonsDemo,
})
