import { createFileRoute } from '@tanstack/react-router'
import { PaginationDemo } from '@/features/gallery/components/pagination-demo'

export const Route = createFileRoute('/_app/components/pagination')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: PaginationDemo,
})
