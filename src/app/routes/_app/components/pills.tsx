import { createFileRoute } from '@tanstack/react-router'
import { PillsDemo } from '@/features/gallery/components/pills-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/pills')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PillsDemo,
})
