import { createFileRoute } from '@tanstack/react-router'
import { TextareaDemo } from '@/features/gallery/forms/textarea-demo'

export const Route = createFileRoute('/_app/forms/textarea')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: TextareaDemo,
})
