import { createFileRoute } from '@tanstack/react-router'
import { ClipboardDemo } from '@/features/gallery/extensions/clipboard-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/clipboard')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ClipboardDemo,
})
