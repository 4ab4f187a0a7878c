import { createFileRoute } from '@tanstack/react-router'
import { InputDemo } from '@/features/gallery/forms/input-demo'

export const Route = createFileRoute('/_app/forms/input')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: InputDemo,
})
