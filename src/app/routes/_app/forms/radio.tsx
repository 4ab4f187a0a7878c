import { createFileRoute } from '@tanstack/react-router'
import { RadioDemo } from '@/features/gallery/forms/radio-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/radio')({
  beforeLoad: requireAbility('read', 'Component'),
  component: RadioDemo,
})
