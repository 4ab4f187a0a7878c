import { createFileRoute } from '@tanstack/react-router'
import { ContextMenuDemo } from '@/features/gallery/extensions/context-menu-demo'

export const Route = createFileRoute('/_app/extensions/context-menu')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: ContextMenuDemo,
})
