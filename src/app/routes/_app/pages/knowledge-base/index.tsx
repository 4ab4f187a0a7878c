import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeBasePage } from '@/features/knowledge-base/components/knowledge-base-page'
import { cleanKbSearch, kbSearchSchema, type KbSearch } from '@/features/knowledge-base/search'
import { useSearchPatch } from '../../../../use-search-patch'

export const Route = createFileRoute('/_app/pages/knowledge-base/')({
  staticData: { ns: ['knowledge-base'] },
  validateSearch: kbSearchSchema,
  component: KnowledgeBaseRoute,
})

function KnowledgeBaseRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<KbSearch>(Route, cleanKbSearch)
  return <KnowledgeBasePage search={search} onSearchChange={onSearchChange} />
}
