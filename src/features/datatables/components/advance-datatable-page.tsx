import { Anchor, Box, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import type { SortingState } from '@tanstack/react-table'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { QueryError } from '@/components/query-error'
import {
  DATATABLE_PER_PAGE,
  formatEmployeeSort,
  parseEmployeeSort,
} from '@/contract/datatable-values'
import { useDatatableData } from '../api/get-datatable-data'
import { datatablePageSizes, type AdvanceDatatableSearch } from '../search'
import { DatatablePage } from './datatable-page'
import { COLLAPSE_BELOW, employeeColumns, employeeExportRows } from './employee-columns'

interface AdvanceDatatablePageProps {
  search: AdvanceDatatableSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<AdvanceDatatableSearch>, options?: { replace?: boolean }) => void
}

/**
 * /datatables/advance: the server searches, sorts and pages; the address
 * holds all of it, so a view can be bookmarked or shared.
 */
export function AdvanceDatatablePage({ search, onSearchChange }: AdvanceDatatablePageProps) {
  const page = search.page ?? 1
  const perPage = search.perPage ?? DATATABLE_PER_PAGE
  const sorting: SortingState = parseEmployeeSort(search.sort)
  const result = useDatatableData({ q: search.q, page, perPage, sort: search.sort })
  const setQuery = useDebouncedCallback(
    (q: string) => onSearchChange({ q, page: undefined }, { replace: true }),
    250,
  )
  const total = result.data?.total ?? 0
  const pastTheEnd = result.data !== undefined && result.data.invoices.length === 0 && total > 0

  return (
    <DatatablePage
      title="Advanced data table"
      description="The same table with the server doing the work: search, sort by several columns (shift-click) and page through the sample staff list; choose columns under Columns. The address keeps the view, and Export saves every matching row, not just this page."
      usage="<DataTable manualSorting sorting={…} paging={…} columnMenu />"
    >
      {result.isError ? (
        <Box p="md">
          <QueryError error={result.error} onRetry={() => void result.refetch()} />
        </Box>
      ) : (
        <DataTable
          label="Staff (server-side)"
          data={result.data?.invoices ?? []}
          columns={employeeColumns}
          getRowId={(employee) => String(employee.id)}
          rowLabel={(employee) => employee.full_name}
          loading={result.isPending}
          fetching={result.isPlaceholderData}
          manualSorting
          sorting={sorting}
          onSortingChange={(update) => {
            const next = typeof update === 'function' ? update(sorting) : update
            onSearchChange({ sort: formatEmployeeSort(next), page: undefined })
          }}
          columnMenu
          collapseBelow={COLLAPSE_BELOW}
          minWidth={560}
          toolbar={() => (
            <>
              <TextInput
                key={search.q === undefined ? 'empty' : 'search'}
                size="xs"
                type="search"
                aria-label="Search staff"
                placeholder="Name, post, email, age, salary, date"
                defaultValue={search.q ?? ''}
                onChange={(event) => setQuery(event.currentTarget.value)}
                leftSection={<IconSearch size={14} aria-hidden />}
                w={260}
                maw="100%"
              />
              <ExportMenu
                fileBase="staff-search"
                rows={() => employeeExportRows(result.data?.allData ?? [])}
                description={`all ${String(total)} matching rows`}
              />
            </>
          )}
          empty={
            pastTheEnd ? (
              <>
                This page is past the end of the list.{' '}
                <Anchor component="button" onClick={() => onSearchChange({ page: undefined })}>
                  Go to the first page
                </Anchor>
              </>
            ) : search.q ? (
              <>
                No staff match “{search.q}”.{' '}
                <Anchor
                  component="button"
                  onClick={() => onSearchChange({ q: undefined, page: undefined })}
                >
                  Clear the search
                </Anchor>
              </>
            ) : (
              'There is no staff yet.'
            )
          }
          paging={{
            page,
            perPage,
            total,
            pageSizes: datatablePageSizes,
            onPageChange: (next) => onSearchChange({ page: next }),
            onPerPageChange: (next) => onSearchChange({ perPage: next, page: undefined }),
          }}
        />
      )}
    </DatatablePage>
  )
}
