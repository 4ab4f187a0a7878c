import { createFileRoute } from '@tanstack/react-router'
import { PickersDemo } from '@/features/gallery/forms/pickers-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/pickers')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PickersDemo,
})
