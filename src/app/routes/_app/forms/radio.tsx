import { createFileRoute } from '@tanstack/react-router'
import { RadioDemo } from '@/features/gallery/forms/radio-demo'

export const Route = createFileRoute('/_app/forms/radio')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: RadioDemo,
})
