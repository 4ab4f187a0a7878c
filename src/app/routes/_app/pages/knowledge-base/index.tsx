import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeBasePage } from '@/features/knowledge-base/components/knowledge-base-page'
import { cleanKbSearch, kbSearchSchema, type KbSearch } from '@/features/knowledge-base/search'
import { useSearchState } from '../../../../use-search-state'

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  staticData: { ns: ['knowledge-base'] },
  validateSearch: kbSearchSchema,
  component: KnowledgeBaseRoute,
})

function KnowledgeBaseRoute() {
  const [search, onSearchChange] = useSearchState<KbSearch>(Route, cleanKbSearch)
  return <KnowledgeBasePage search={search} onSearchChange={onSearchChange} />
}
