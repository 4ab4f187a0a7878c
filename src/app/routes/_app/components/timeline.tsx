import { createFileRoute } from '@tanstack/react-router'
import { TimelineDemo } from '@/features/gallery/components/timeline-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/timeline')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TimelineDemo,
})
