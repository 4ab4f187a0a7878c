import { createFileRoute } from '@tanstack/react-router'
import { SwitchDemo } from '@/features/gallery/forms/switch-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/switch')({
  beforeLoad: requireAbility('read', 'Component'),
  component: SwitchDemo,
})
