import { createFileRoute } from '@tanstack/react-router'
import { kbCategoryQueryOptions } from '@/features/knowledge-base/api/get-category'
import { KbCategoryPage } from '@/features/knowledge-base/components/kb-category-page'
import { categoryMissing, KbNotFound } from '@/features/knowledge-base/components/kb-not-found'
import { parsePathSlug } from '../../../../../path-slug'
import { loadRecord } from '../../../../../record-route'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/')({
  staticData: { ns: ['knowledge-base'] },
  // Not even slug-shaped: not found, without asking the back end.
  params: { parse: ({ category }) => ({ category: parsePathSlug(category, categoryMissing) }) },
  loader: ({ context: { queryClient }, params: { category } }) =>
    loadRecord(queryClient, kbCategoryQueryOptions(category), categoryMissing),
  notFoundComponent: KbNotFound,
  component: KbCategoryRoute,
})

function KbCategoryRoute() {
  const { category } = Route.useParams()
  return <KbCategoryPage slug={category} />
}
