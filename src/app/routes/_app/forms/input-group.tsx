import { createFileRoute } from '@tanstack/react-router'
import { InputGroupDemo } from '@/features/gallery/forms/input-group-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/input-group')({
  beforeLoad: requireAbility('read', 'Component'),
  component: InputGroupDemo,
})
