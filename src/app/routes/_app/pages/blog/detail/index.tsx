import { createFileRoute } from '@tanstack/react-router'
import { NewestPostRedirect } from '@/features/blog/components/newest-post-redirect'

/** The menu's "Detail" link: the newest post (docs/decisions.md, Blog). */
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  component: () => <NewestPostRedirect page="detail" />,
})
