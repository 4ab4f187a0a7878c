import { createFileRoute } from '@tanstack/react-router'
import { CarouselDemo } from '@/features/gallery/components/carousel-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/carousel')({
  beforeLoad: requireAbility('read', 'Component'),
  component: CarouselDemo,
})
