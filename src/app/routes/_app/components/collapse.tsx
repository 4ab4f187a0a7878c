import { createFileRoute } from '@tanstack/react-router'
import { CollapseDemo } from '@/features/gallery/components/collapse-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/collapse')({
  beforeLoad: requireAbility('read', 'Component'),
  component: CollapseDemo,
})
