import { createFileRoute } from '@tanstack/react-router'
import { SlidersDemo } from '@/features/gallery/extensions/sliders-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/sliders')({
  beforeLoad: requireAbility('read', 'Component'),
  component: SlidersDemo,
})
