import { createFileRoute } from '@tanstack/react-router'
import { FormLayoutDemo } from '@/features/gallery/forms/form-layout-demo'

export const Route = createFileRoute('/_app/forms/form-layout')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: FormLayoutDemo,
})
