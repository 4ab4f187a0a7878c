import { createFileRoute } from '@tanstack/react-router'
import { BlogEditPage } from '@/features/blog/components/blog-edit-page'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  beforeLoad: requireAbility('read', 'Page'),
  component: BlogEditRoute,
})

function BlogEditRoute() {
  const { id } = Route.useParams()
  return <BlogEditPage id={id} />
}
