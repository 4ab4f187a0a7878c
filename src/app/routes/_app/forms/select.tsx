import { createFileRoute } from '@tanstack/react-router'
import { SelectDemo } from '@/features/gallery/forms/select-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/select')({
  beforeLoad: requireAbility('read', 'Component'),
  component: SelectDemo,
})
