import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/faq/components/faq-page'
import { cleanFaqSearch, faqSearchSchema, type FaqSearch } from '@/features/faq/search'
import { useSearchState } from '../../../use-search-state'

export const Route = createFileRoute('/_app/pages/faq')({
  validateSearch: faqSearchSchema,
  staticData: { ns: ['faq'] },
  component: FaqRoute,
})

function FaqRoute() {
  const [search, onSearchChange] = useSearchState<FaqSearch>(Route, cleanFaqSearch)
  return <FaqPage search={search} onSearchChange={onSearchChange} />
}
