import { createFileRoute } from '@tanstack/react-router'
import { RatingsDemo } from '@/features/gallery/extensions/ratings-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/ratings')({
  beforeLoad: requireAbility('read', 'Component'),
  component: RatingsDemo,
})
