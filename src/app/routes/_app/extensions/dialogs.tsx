import { createFileRoute } from '@tanstack/react-router'
import { DialogsDemo } from '@/features/gallery/extensions/dialogs-demo'

export const Route = createFileRoute('/_app/extensions/dialogs')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: DialogsDemo,
})
