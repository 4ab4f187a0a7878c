import { Box, Table, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { flexRender, type Column, type Table as TanTable } from '@tanstack/react-table'
import { useTranslation } from '@/lib/use-translation'
import { columnLabel } from './data-table-columns'
import classes from './data-table.module.css'

/**
 * The header row (sort buttons with `aria-sort`; when more than one column
 * sorts, each shows its place in the order) and, when asked, a row of filter
 * inputs.
 */
export function DataTableHead<T>({
  table,
  shown,
  withDetails,
  withFilters,
}: {
  table: TanTable<T>
  /** Whether a visible column is drawn (collapsed columns are not). */
  shown: (column: Column<T>) => boolean
  /** A first column for the row-detail toggles. */
  withDetails: boolean
  withFilters: boolean
}) {
  const { t } = useTranslation()
  const multiSorted = table.getState().sorting.length > 1
  const headers = table.getFlatHeaders().filter((header) => shown(header.column))
  return (
    <Table.Thead className={classes.head}>
      <Table.Tr>
        {withDetails && (
          <Table.Th style={{ width: 44 }}>
            <VisuallyHidden>{t('dataTable.details')}</VisuallyHidden>
          </Table.Th>
        )}
        {headers.map((header) => {
          const sort = header.column.getIsSorted()
          const content = header.isPlaceholder
            ? null
            : flexRender(header.column.columnDef.header, header.getContext())
          return (
            <Table.Th
              key={header.id}
              aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
              style={{ width: header.column.columnDef.size }}
            >
              {header.column.getCanSort() ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {content}
                  <SortIcon sort={sort} />
                  {multiSorted && sort !== false && (
                    <span className={classes.sortOrder} aria-hidden>
                      {header.column.getSortIndex() + 1}
                    </span>
                  )}
                </UnstyledButton>
              ) : (
                content
              )}
            </Table.Th>
          )
        })}
      </Table.Tr>
      {withFilters && (
        <Table.Tr className={classes.filters}>
          {withDetails && <Table.Td />}
          {headers.map((header) => (
            <Table.Td key={header.id}>
              {header.column.getCanFilter() && (
                <TextInput
                  size="xs"
                  type="search"
                  aria-label={t('dataTable.filterColumn', { column: columnLabel(header.column) })}
                  placeholder={t('dataTable.filter')}
                  value={(header.column.getFilterValue() as string | undefined) ?? ''}
                  onChange={(event) => header.column.setFilterValue(event.currentTarget.value)}
                />
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      )}
    </Table.Thead>
  )
}

function SortIcon({ sort }: { sort: false | 'asc' | 'desc' }) {
  const Icon =
    sort === 'asc' ? IconSortAscending : sort === 'desc' ? IconSortDescending : IconArrowsSort
  return (
    <Box component="span" className={classes.sortIcon} data-active={sort !== false || undefined}>
      <Icon size={14} aria-hidden />
    </Box>
  )
}
