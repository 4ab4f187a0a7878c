import { createFileRoute } from '@tanstack/react-router'
import { AvatarDemo } from '@/features/gallery/components/avatar-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/avatar')({
  beforeLoad: requireAbility('read', 'Component'),
  component: AvatarDemo,
})
