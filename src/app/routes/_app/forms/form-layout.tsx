import { createFileRoute } from '@tanstack/react-router'
import { FormLayoutDemo } from '@/features/gallery/forms/form-layout-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/form-layout')({
  beforeLoad: requireAbility('read', 'Component'),
  component: FormLayoutDemo,
})
