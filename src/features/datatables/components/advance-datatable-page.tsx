import { Anchor, Box, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { SortingState } from '@tanstack/react-table'
import { useTranslation } from '@/lib/use-translation'
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
import { COLLAPSE_BELOW, employeeExportRows, useEmployeeColumns } from './employee-columns'
import { useSearchText } from '@/components/use-search-text'

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
  const { t } = useTranslation('datatables')
  const columns = useEmployeeColumns()
  const page = search.page ?? 1
  const perPage = search.perPage ?? DATATABLE_PER_PAGE
  const sorting: SortingState = parseEmployeeSort(search.sort)
  const result = useDatatableData({ q: search.q, page, perPage, sort: search.sort })
  const searchText = useSearchText(
    search.q,
    (q) => onSearchChange({ q, page: undefined }, { replace: true }),
    250,
  )
  const total = result.data?.total ?? 0
  const pastTheEnd = result.data !== undefined && result.data.invoices.length === 0 && total > 0

  return (
    <DatatablePage
      title={t('advance.title')}
      description={t('advance.description')}
      usage="<DataTable manualSorting sorting={…} paging={…} columnMenu />"
    >
      {result.isError ? (
        <Box p="md">
          <QueryError error={result.error} onRetry={() => void result.refetch()} />
        </Box>
      ) : (
        <DataTable
          label={t('advance.table')}
          data={result.data?.invoices ?? []}
          columns={columns}
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
                size="xs"
                type="search"
                aria-label={t('advance.search')}
                placeholder={t('advance.searchPlaceholder')}
                {...searchText}
                leftSection={<IconSearch size={14} aria-hidden />}
                w={260}
                maw="100%"
              />
              <ExportMenu
                fileBase="staff-search"
                rows={() => employeeExportRows(t, result.data?.allData ?? [])}
                title={t('export.matching', { count: total })}
              />
            </>
          )}
          empty={
            pastTheEnd ? (
              <>
                {t('advance.pastTheEnd')}{' '}
                <Anchor component="button" onClick={() => onSearchChange({ page: undefined })}>
                  {t('advance.firstPage')}
                </Anchor>
              </>
            ) : search.q ? (
              <>
                {t('advance.noMatch', { query: search.q })}{' '}
                <Anchor
                  component="button"
                  onClick={() => onSearchChange({ q: undefined, page: undefined })}
                >
                  {t('advance.clearSearch')}
                </Anchor>
              </>
            ) : (
              t('advance.none')
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
