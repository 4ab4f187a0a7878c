import { createFileRoute } from '@tanstack/react-router'
import { ButtonsDemo } from '@/features/gallery/components/buttons-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/buttons')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ButtonsDemo,
})
