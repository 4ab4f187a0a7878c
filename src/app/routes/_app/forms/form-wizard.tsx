import { createFileRoute } from '@tanstack/react-router'
import { FormWizardDemo } from '@/features/gallery/forms/form-wizard-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/form-wizard')({
  beforeLoad: requireAbility('read', 'Component'),
  component: FormWizardDemo,
})
