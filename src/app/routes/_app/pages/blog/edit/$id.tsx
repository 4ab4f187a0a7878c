import { createFileRoute } from '@tanstack/react-router'
import { postEditQueryOptions } from '@/features/blog/api/get-post-edit'
import { BlogEditPage } from '@/features/blog/components/blog-edit-page'
import { BlogNotFound } from '@/features/blog/components/blog-not-found'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/pages/blog/edit/$id')({
  params: recordIdParams,
  staticData: { ns: ['blog'] },
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, postEditQueryOptions(id), { id }),
  notFoundComponent: BlogNotFound,
  component: BlogEditRoute,
})

function BlogEditRoute() {
  const { id } = Route.useParams()
  return <BlogEditPage id={id} />
}
