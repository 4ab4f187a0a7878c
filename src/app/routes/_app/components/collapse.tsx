import { createFileRoute } from '@tanstack/react-router'
import { CollapseDemo } from '@/features/gallery/components/collapse-demo'

export const Route = createFileRoute('/_app/components/collapse')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: CollapseDemo,
})
