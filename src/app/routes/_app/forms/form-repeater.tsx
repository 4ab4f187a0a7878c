import { createFileRoute } from '@tanstack/react-router'
import { FormRepeaterDemo } from '@/features/gallery/forms/form-repeater-demo'

export const Route = createFileRoute('/_app/forms/form-repeater')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: FormRepeaterDemo,
})
