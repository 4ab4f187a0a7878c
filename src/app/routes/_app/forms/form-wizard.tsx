import { createFileRoute } from '@tanstack/react-router'
import { FormWizardDemo } from '@/features/gallery/forms/form-wizard-demo'

export const Route = createFileRoute('/_app/forms/form-wizard')({
  component: FormWizardDemo,
})
