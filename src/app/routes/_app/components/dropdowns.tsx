import { createFileRoute } from '@tanstack/react-router'
import { DropdownsDemo } from '@/features/gallery/components/dropdowns-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/dropdowns')({
  beforeLoad: requireAbility('read', 'Component'),
  component: DropdownsDemo,
})
