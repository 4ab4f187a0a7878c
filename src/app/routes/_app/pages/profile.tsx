import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/profile/components/profile-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/pages/profile')({
  beforeLoad: requireAbility('read', 'Page'),
  component: ProfilePage,
})
