import { createFileRoute } from '@tanstack/react-router'
import { DividerDemo } from '@/features/gallery/components/divider-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/divider')({
  beforeLoad: requireAbility('read', 'Component'),
  component: DividerDemo,
})
