import { createFileRoute } from '@tanstack/react-router'
import { ToastsDemo } from '@/features/gallery/extensions/toasts-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/toasts')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ToastsDemo,
})
