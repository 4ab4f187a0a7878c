import { createFileRoute } from '@tanstack/react-router'
import { InputDemo } from '@/features/gallery/forms/input-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/input')({
  beforeLoad: requireAbility('read', 'Component'),
  component: InputDemo,
})
