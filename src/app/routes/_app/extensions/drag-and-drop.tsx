import { createFileRoute } from '@tanstack/react-router'
import { DragAndDropDemo } from '@/features/gallery/extensions/drag-and-drop-demo'

export const Route = createFileRoute('/_app/extensions/drag-and-drop')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: DragAndDropDemo,
})
