import { createFileRoute } from '@tanstack/react-router'
import { AlertsDemo } from '@/features/gallery/components/alerts-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/alerts')({
  beforeLoad: requireAbility('read', 'Component'),
  component: AlertsDemo,
})
