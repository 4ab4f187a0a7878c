import { createFileRoute } from '@tanstack/react-router'
import { FormValidationDemo } from '@/features/gallery/forms/form-validation-demo'

export const Route = createFileRoute('/_app/forms/form-validation')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: FormValidationDemo,
})
