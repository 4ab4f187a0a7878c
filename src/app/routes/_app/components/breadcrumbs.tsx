import { createFileRoute } from '@tanstack/react-router'
import { BreadcrumbsDemo } from '@/features/gallery/components/breadcrumbs-demo'

export const Route = createFileRoute('/_app/components/breadcrumbs')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: BreadcrumbsDemo,
})
