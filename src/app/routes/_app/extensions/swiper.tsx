import { createFileRoute } from '@tanstack/react-router'
import { SwiperDemo } from '@/features/gallery/extensions/swiper-demo'

export const Route = createFileRoute('/_app/extensions/swiper')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: SwiperDemo,
})
