import { createFileRoute } from '@tanstack/react-router'
import { ModalsDemo } from '@/features/gallery/components/modals-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/modals')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ModalsDemo,
})
