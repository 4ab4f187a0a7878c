import { createFileRoute } from '@tanstack/react-router'
import { MediaObjectsDemo } from '@/features/gallery/components/media-objects-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/media-objects')({
  beforeLoad: requireAbility('read', 'Component'),
  component: MediaObjectsDemo,
})
