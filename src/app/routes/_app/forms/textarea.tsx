import { createFileRoute } from '@tanstack/react-router'
import { TextareaDemo } from '@/features/gallery/forms/textarea-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/textarea')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TextareaDemo,
})
