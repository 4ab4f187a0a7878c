import { createFileRoute } from '@tanstack/react-router'
import { ListGroupDemo } from '@/features/gallery/components/list-group-demo'

export const Route = createFileRoute('/_app/components/list-group')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: ListGroupDemo,
})
