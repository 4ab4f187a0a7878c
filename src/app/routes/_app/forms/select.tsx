import { createFileRoute } from '@tanstack/react-router'
import { SelectDemo } from '@/features/gallery/forms/select-demo'

export const Route = createFileRoute('/_app/forms/select')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: SelectDemo,
})
