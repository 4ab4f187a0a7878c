import { createFileRoute } from '@tanstack/react-router'
import { ProgressDemo } from '@/features/gallery/components/progress-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/progress')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ProgressDemo,
})
