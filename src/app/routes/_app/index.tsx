import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/components/home-page'
import { requireAbility } from '../../guards'

export const Route = createFileRoute('/_app/')({
  beforeLoad: requireAbility('read', 'Dashboard'),
  component: HomePage,
})
