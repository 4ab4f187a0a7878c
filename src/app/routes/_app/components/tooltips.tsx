import { createFileRoute } from '@tanstack/react-router'
import { TooltipsDemo } from '@/features/gallery/components/tooltips-demo'

export const Route = createFileRoute('/_app/components/tooltips')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: TooltipsDemo,
})
