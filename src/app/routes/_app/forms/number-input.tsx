import { createFileRoute } from '@tanstack/react-router'
import { NumberInputDemo } from '@/features/gallery/forms/number-input-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/number-input')({
  beforeLoad: requireAbility('read', 'Component'),
  component: NumberInputDemo,
})
