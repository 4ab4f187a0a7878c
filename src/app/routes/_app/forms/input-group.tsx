import { createFileRoute } from '@tanstack/react-router'
import { InputGroupDemo } from '@/features/gallery/forms/input-group-demo'

export const Route = createFileRoute('/_app/forms/input-group')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: InputGroupDemo,
})
