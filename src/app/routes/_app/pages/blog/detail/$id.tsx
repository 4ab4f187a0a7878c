import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage } from '@/features/blog/components/blog-detail-page'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  component: BlogDetailRoute,
})

function BlogDetailRoute() {
  const { id } = Route.useParams()
  return <BlogDetailPage id={id} />
}
