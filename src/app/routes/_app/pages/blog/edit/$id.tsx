import { createFileRoute } from '@tanstack/react-router'
import { BlogEditPage } from '@/features/blog/components/blog-edit-page'

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  component: BlogEditRoute,
})

function BlogEditRoute() {
  const { id } = Route.useParams()
  return <BlogEditPage id={id} />
}
