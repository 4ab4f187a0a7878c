import { createFileRoute } from '@tanstack/react-router'
import { TabsDemo } from '@/features/gallery/components/tabs-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/tabs')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TabsDemo,
})
