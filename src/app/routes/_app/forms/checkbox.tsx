import { createFileRoute } from '@tanstack/react-router'
import { CheckboxDemo } from '@/features/gallery/forms/checkbox-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/checkbox')({
  beforeLoad: requireAbility('read', 'Component'),
  component: CheckboxDemo,
})
