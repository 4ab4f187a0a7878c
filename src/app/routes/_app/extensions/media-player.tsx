import { createFileRoute } from '@tanstack/react-router'
import { MediaPlayerDemo } from '@/features/gallery/extensions/media-player-demo'

export const Route = createFileRoute('/_app/extensions/media-player')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: MediaPlayerDemo,
})
