import { createFileRoute } from '@tanstack/react-router'
import { EditorDemo } from '@/features/gallery/forms/editor-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/editor')({
  beforeLoad: requireAbility('read', 'Component'),
  component: EditorDemo,
})
