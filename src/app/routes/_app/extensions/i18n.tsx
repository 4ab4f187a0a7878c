import { createFileRoute } from '@tanstack/react-router'
import { I18nDemo } from '@/features/gallery/extensions/i18n-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/i18n')({
  beforeLoad: requireAbility('read', 'Component'),
  component: I18nDemo,
})
