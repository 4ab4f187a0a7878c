import { createFileRoute } from '@tanstack/react-router'
import { ListGroupDemo } from '@/features/gallery/components/list-group-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/list-group')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ListGroupDemo,
})
