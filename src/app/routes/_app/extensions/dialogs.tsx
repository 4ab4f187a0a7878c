import { createFileRoute } from '@tanstack/react-router'
import { DialogsDemo } from '@/features/gallery/extensions/dialogs-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/dialogs')({
  beforeLoad: requireAbility('read', 'Component'),
  component: DialogsDemo,
})
