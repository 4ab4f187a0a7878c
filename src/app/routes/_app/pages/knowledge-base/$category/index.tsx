import { createFileRoute } from '@tanstack/react-router'
import { KbCategoryPage } from '@/features/knowledge-base/components/kb-category-page'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  component: KbCategoryRoute,
})

function KbCategoryRoute() {
  const { category } = Route.useParams()
  return <KbCategoryPage slug={category} />
}
