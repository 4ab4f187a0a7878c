import { createFileRoute } from '@tanstack/react-router'
import { PickersDemo } from '@/features/gallery/forms/pickers-demo'

export const Route = createFileRoute('/_app/forms/pickers')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: PickersDemo,
})
