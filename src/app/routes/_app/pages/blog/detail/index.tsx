import { createFileRoute, redirect } from '@tanstack/react-router'
import { newestPostId } from '@/features/blog/api/get-posts'
import { NoPosts } from '@/features/blog/components/blog-not-found'
import { redirectToFirst } from '../../../../../record-route'

/** The menu's "Detail" link: the newest post (docs/decisions.md, Blog). */
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  staticData: { ns: ['blog'] },
  loader: ({ context }) =>
    redirectToFirst(
      () => newestPostId(context.queryClient),
      (id) => redirect({ to: '/pages/blog/detail/$id', params: { id }, replace: true }),
    ),
  component: () => <NoPosts page="detail" />,
})
