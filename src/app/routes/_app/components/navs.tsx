import { createFileRoute } from '@tanstack/react-router'
import { NavsDemo } from '@/features/gallery/components/navs-demo'

export const Route = createFileRoute('/_app/components/navs')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: NavsDemo,
})
