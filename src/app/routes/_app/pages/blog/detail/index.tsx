import { createFileRoute } from '@tanstack/react-router'
import { NewestPostRedirect } from '@/features/blog/components/newest-post-redirect'
import { requireAbility } from '../../../../../guards'

/** The menu's "Detail" link: the newest post (docs/decisions.md, Blog). */
export const Route = createFileRoute('/_app/pages/blog/detail/')({
  beforeLoad: requireAbility('read', 'Page'),
  component: () => <NewestPostRedirect page="detail" />,
})
