import { createFileRoute } from '@tanstack/react-router'
import { AdvanceDatatablePage } from '@/features/datatables/components/advance-datatable-page'
import {
  advanceDatatableSearchSchema,
  cleanAdvanceSearch,
  type AdvanceDatatableSearch,
} from '@/features/datatables/search'
import { useSearchState } from '../../../use-search-state'

export const Route = createFileRoute('/_app/datatables/advance')({
  staticData: { ns: ['datatables'] },
  validateSearch: advanceDatatableSearchSchema,
  component: AdvanceDatatableRoute,
})

function AdvanceDatatableRoute() {
  const [search, onSearchChange] = useSearchState<AdvanceDatatableSearch>(Route, cleanAdvanceSearch)
  return <AdvanceDatatablePage search={search} onSearchChange={onSearchChange} />
}
