import { createFileRoute } from '@tanstack/react-router'
import { PillBadgesDemo } from '@/features/gallery/components/pill-badges-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/pill-badges')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PillBadgesDemo,
})
