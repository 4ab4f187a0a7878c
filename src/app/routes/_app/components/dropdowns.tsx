import { createFileRoute } from '@tanstack/react-router'
import { DropdownsDemo } from '@/features/gallery/components/dropdowns-demo'

export const Route = createFileRoute('/_app/components/dropdowns')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: DropdownsDemo,
})
