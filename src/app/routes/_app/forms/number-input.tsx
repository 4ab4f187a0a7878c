import { createFileRoute } from '@tanstack/react-router'
import { NumberInputDemo } from '@/features/gallery/forms/number-input-demo'

export const Route = createFileRoute('/_app/forms/number-input')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: NumberInputDemo,
})
