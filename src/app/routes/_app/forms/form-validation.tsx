import { createFileRoute } from '@tanstack/react-router'
import { FormValidationDemo } from '@/features/gallery/forms/form-validation-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/form-validation')({
  beforeLoad: requireAbility('read', 'Component'),
  component: FormValidationDemo,
})
