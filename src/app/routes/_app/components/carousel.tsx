import { createFileRoute } from '@tanstack/react-router'
import { CarouselDemo } from '@/features/gallery/components/carousel-demo'

export const Route = createFileRoute('/_app/components/carousel')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: CarouselDemo,
})
