import { createFileRoute } from '@tanstack/react-router'
import { ToastsDemo } from '@/features/gallery/components/toasts-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/toasts')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ToastsDemo,
})
