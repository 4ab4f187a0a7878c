import { createFileRoute } from '@tanstack/react-router'
import { BadgesDemo } from '@/features/gallery/components/badges-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/badges')({
  beforeLoad: requireAbility('read', 'Component'),
  component: BadgesDemo,
})
