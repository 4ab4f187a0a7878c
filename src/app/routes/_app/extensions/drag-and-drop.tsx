import { createFileRoute } from '@tanstack/react-router'
import { DragAndDropDemo } from '@/features/gallery/extensions/drag-and-drop-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/drag-and-drop')({
  beforeLoad: requireAbility('read', 'Component'),
  component: DragAndDropDemo,
})
