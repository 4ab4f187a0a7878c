import { createFileRoute } from '@tanstack/react-router'
import { TooltipsDemo } from '@/features/gallery/components/tooltips-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/tooltips')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TooltipsDemo,
})
