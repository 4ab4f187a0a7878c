import { createFileRoute } from '@tanstack/react-router'
import { EditorDemo } from '@/features/gallery/forms/editor-demo'

export const Route = createFileRoute('/_app/forms/editor')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: EditorDemo,
})
