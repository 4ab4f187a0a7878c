import { createFileRoute } from '@tanstack/react-router'
import { FormWizardDemo } from '@/features/gallery/forms/form-wizard-demo'

export const Route = createFileRoute('/_app/forms/form-wizard')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: FormWizardDemo,
})
