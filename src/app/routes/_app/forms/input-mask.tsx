import { createFileRoute } from '@tanstack/react-router'
import { InputMaskDemo } from '@/features/gallery/forms/input-mask-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/input-mask')({
  beforeLoad: requireAbility('read', 'Component'),
  component: InputMaskDemo,
})
