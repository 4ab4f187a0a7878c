import { createFileRoute } from '@tanstack/react-router'
import { postQueryOptions } from '@/features/blog/api/get-post'
import { BlogDetailPage } from '@/features/blog/components/blog-detail-page'
import { BlogNotFound } from '@/features/blog/components/blog-not-found'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/pages/blog/detail/$id')({
  params: recordIdParams,
  staticData: { ns: ['blog'] },
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, postQueryOptions(id), { id }),
  notFoundComponent: BlogNotFound,
  component: BlogDetailRoute,
})

function BlogDetailRoute() {
  const { id } = Route.useParams()
  return <BlogDetailPage id={id} />
}
