import { createFileRoute } from '@tanstack/react-router'
import { PaginationDemo } from '@/features/gallery/extensions/pagination-demo'

export const Route = createFileRoute('/_app/extensions/pagination')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: PaginationDemo,
})
