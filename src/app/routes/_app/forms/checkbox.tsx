import { createFileRoute } from '@tanstack/react-router'
import { CheckboxDemo } from '@/features/gallery/forms/checkbox-demo'

export const Route = createFileRoute('/_app/forms/checkbox')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: CheckboxDemo,
})
