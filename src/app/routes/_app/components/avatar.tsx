import { createFileRoute } from '@tanstack/react-router'
import { AvatarDemo } from '@/features/gallery/components/avatar-demo'

export const Route = createFileRoute('/_app/components/avatar')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: AvatarDemo,
})
