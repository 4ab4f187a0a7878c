import { Group, NativeSelect, Pagination, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'

/** Server-side paging: page numbers start at 1. */
export interface DataTablePaging {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
  pageSizes?: readonly number[]
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const

/**
 * "Showing 11 to 20 of 53", a page-size choice and the page buttons. While the first answer is
 * loading (`loading`) the range says so, rather than "Showing 0 to 0 of 0", which would be
 * announced as an empty list.
 */
export function DataTablePagination({
  label,
  loading = false,
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
}: DataTablePaging & { label: string; loading?: boolean }) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          size="xs"
          aria-label={t('dataTable.rowsPerPage')}
          value={String(perPage)}
          data={pageSizes.map(String)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading ? t('dataTable.loading') : t('dataTable.range', { first, last, total })}
        </Text>
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        getControlProps={(control) => ({
          'aria-label': t(control === 'previous' ? 'dataTable.previousPage' : 'dataTable.nextPage'),
        })}
        getItemProps={(item) => ({ 'aria-label': t('dataTable.page', { page: item }) })}
        aria-label={t('dataTable.pages', { table: label })}
      />
    </Group>
  )
}
