import { createFileRoute } from '@tanstack/react-router'
import { FormRepeaterDemo } from '@/features/gallery/forms/form-repeater-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/form-repeater')({
  beforeLoad: requireAbility('read', 'Component'),
  component: FormRepeaterDemo,
})
