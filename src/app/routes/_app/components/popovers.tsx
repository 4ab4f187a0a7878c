import { createFileRoute } from '@tanstack/react-router'
import { PopoversDemo } from '@/features/gallery/components/popovers-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/popovers')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PopoversDemo,
})
