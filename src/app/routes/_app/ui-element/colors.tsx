import { createFileRoute } from '@tanstack/react-router'
import { ColorsDemo } from '@/features/gallery/ui-elements/colors-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/ui-element/colors')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ColorsDemo,
})
