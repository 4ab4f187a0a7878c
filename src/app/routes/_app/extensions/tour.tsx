import { createFileRoute } from '@tanstack/react-router'
import { TourDemo } from '@/features/gallery/extensions/tour-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/tour')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TourDemo,
})
