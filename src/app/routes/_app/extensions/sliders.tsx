import { createFileRoute } from '@tanstack/react-router'
import { SlidersDemo } from '@/features/gallery/extensions/sliders-demo'

export const Route = createFileRoute('/_app/extensions/sliders')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: SlidersDemo,
})
