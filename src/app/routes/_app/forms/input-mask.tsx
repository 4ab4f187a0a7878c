import { createFileRoute } from '@tanstack/react-router'
import { InputMaskDemo } from '@/features/gallery/forms/input-mask-demo'

export const Route = createFileRoute('/_app/forms/input-mask')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: InputMaskDemo,
})
