import { createFileRoute } from '@tanstack/react-router'
import { SpinnersDemo } from '@/features/gallery/components/spinners-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/spinners')({
  beforeLoad: requireAbility('read', 'Component'),
  component: SpinnersDemo,
})
