import { TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { flexRender, type Column, type Table as TanTable } from '@tanstack/react-table'
import { useTranslation } from '@/lib/use-translation'
import { columnLabel } from './data-table-columns'
import classes from './data-table.module.css'
import tableClasses from './table.module.css'

// Plain elements with the table's classes (table.module.css) and those Mantine's UnstyledButton
// would give the sort buttons, as the rows have: the head is drawn again with every page of rows
// (its "select all" box follows them), and as Mantine components its cells and sort buttons were
// some thirty components.
const headClass = `${tableClasses.head} ${classes.head}`
const sortButtonClass = `mantine-focus-auto ${classes.sortButton} ${UnstyledButton.classes.root} mantine-UnstyledButton-root`

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
  sticky,
}: {
  table: TanTable<T>
  /** Whether a visible column is drawn (collapsed columns are not). */
  shown: (column: Column<T>) => boolean
  /** A first column for the row-detail toggles. */
  withDetails: boolean
  withFilters: boolean
  /** The head stays in view as the rows scroll under it (a virtualised table). */
  sticky: boolean
}) {
  const { t } = useTranslation()
  const multiSorted = table.getState().sorting.length > 1
  const headers = table.getFlatHeaders().filter((header) => shown(header.column))
  return (
    <thead className={headClass} data-sticky={sticky || undefined}>
      <tr className={tableClasses.tr}>
        {withDetails && (
          <th className={tableClasses.th} style={{ width: 44 }}>
            <VisuallyHidden>{t('dataTable.details')}</VisuallyHidden>
          </th>
        )}
        {headers.map((header) => {
          const sort = header.column.getIsSorted()
          const content = header.isPlaceholder
            ? null
            : flexRender(header.column.columnDef.header, header.getContext())
          return (
            <th
              key={header.id}
              className={tableClasses.th}
              aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
              style={{ width: header.column.columnDef.size }}
            >
              {header.column.getCanSort() ? (
                <button
                  type="button"
                  className={sortButtonClass}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  {content}
                  {sortIcon(sort)}
                  {multiSorted && sort !== false && (
                    <span className={classes.sortOrder} aria-hidden>
                      {header.column.getSortIndex() + 1}
                    </span>
                  )}
                </button>
              ) : (
                content
              )}
            </th>
          )
        })}
      </tr>
      {withFilters && (
        <tr className={`${tableClasses.tr} ${classes.filters}`}>
          {withDetails && <td className={tableClasses.td} />}
          {headers.map((header) => (
            <td key={header.id} className={tableClasses.td}>
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
            </td>
          ))}
        </tr>
      )}
    </thead>
  )
}

function sortIcon(sort: false | 'asc' | 'desc') {
  const Icon =
    sort === 'asc' ? IconSortAscending : sort === 'desc' ? IconSortDescending : IconArrowsSort
  return (
    <span className={classes.sortIcon} data-active={sort !== false || undefined}>
      <Icon size={14} aria-hidden />
    </span>
  )
}
