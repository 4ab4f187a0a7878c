import { createFileRoute } from '@tanstack/react-router'
import { BlogDetailPage } from '@/features/blog/components/blog-detail-page'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  beforeLoad: requireAbility('read', 'Page'),
  component: BlogDetailRoute,
})

function BlogDetailRoute() {
  const { id } = Route.useParams()
  return <BlogDetailPage id={id} />
}
