import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/faq/components/faq-page'
import { cleanFaqSearch, faqSearchSchema, type FaqSearch } from '@/features/faq/search'
import { requireAbility } from '../../../guards'
import { useSearchPatch } from '../../../use-search-patch'

export const Route = createFileRoute('/_app/pages/faq')({
  validateSearch: faqSearchSchema,
  beforeLoad: requireAbility('read', 'Page'),
  component: FaqRoute,
})

function FaqRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<FaqSearch>(Route, cleanFaqSearch)
  return <FaqPage search={search} onSearchChange={onSearchChange} />
}
