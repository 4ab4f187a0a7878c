import { createFileRoute } from '@tanstack/react-router'
import { SwiperDemo } from '@/features/gallery/extensions/swiper-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/swiper')({
  beforeLoad: requireAbility('read', 'Component'),
  component: SwiperDemo,
})
