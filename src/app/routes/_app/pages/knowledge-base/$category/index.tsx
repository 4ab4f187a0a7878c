import { createFileRoute } from '@tanstack/react-router'
import { KbCategoryPage } from '@/features/knowledge-base/components/kb-category-page'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  beforeLoad: requireAbility('read', 'Page'),
  component: KbCategoryRoute,
})

function KbCategoryRoute() {
  const { category } = Route.useParams()
  return <KbCategoryPage slug={category} />
}
