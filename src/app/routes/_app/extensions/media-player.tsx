import { createFileRoute } from '@tanstack/react-router'
import { MediaPlayerDemo } from '@/features/gallery/extensions/media-player-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/media-player')({
  beforeLoad: requireAbility('read', 'Component'),
  component: MediaPlayerDemo,
})
