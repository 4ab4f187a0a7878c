import { createFileRoute } from '@tanstack/react-router'
import { ClipboardDemo } from '@/features/gallery/extensions/clipboard-demo'

export const Route = createFileRoute('/_app/extensions/clipboard')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: ClipboardDemo,
})
