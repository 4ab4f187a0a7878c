import { createFileRoute } from '@tanstack/react-router'
import { NavsDemo } from '@/features/gallery/components/navs-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/navs')({
  beforeLoad: requireAbility('read', 'Component'),
  component: NavsDemo,
})
