import { createFileRoute } from '@tanstack/react-router'
import { ContextMenuDemo } from '@/features/gallery/extensions/context-menu-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/context-menu')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ContextMenuDemo,
})
