import { Table } from '@mantine/core'
import type { ColumnDef, Row } from '@tanstack/react-table'
import { Fragment, memo } from 'react'
import { cellContent } from './data-table-columns'
import { RowDetail, RowDetailToggle } from './row-detail'

export interface DataTableRowProps<T> {
  row: Row<T>
  /**
   * The table's column definitions: a new array (a page whose cells changed) draws the row
   * again, as a changed row or selection does; otherwise a row is drawn once.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  selected: boolean
  /** The ids of the columns drawn in the row, and of those moved to its detail, joined by spaces. */
  shownIds: string
  collapsedIds: string
  withDetails: boolean
  open: boolean
  detailId: string
  name: string
  columnCount: number
  onToggle: (rowId: string) => void
}

// A row and its cells are the table's plain elements with Mantine's classes and the data
// attributes its Table.Tr and Table.Td would give them in this table (row borders, hover): a page
// mounts ten or more rows at once, and each Table.Td is two components.
const rowClass = `${Table.classes.tr} mantine-Table-tr`
const cellClass = `${Table.classes.td} mantine-Table-td`

/**
 * One row of the data table. It is memoised: paging, a new search or a page's own state draw the
 * table again, and only the rows whose data, selection, columns or detail changed are drawn anew.
 */
function DataTableRowOf<T>({
  row,
  selected,
  shownIds,
  collapsedIds,
  withDetails,
  open,
  detailId,
  name,
  columnCount,
  onToggle,
}: DataTableRowProps<T>) {
  const shown = new Set(shownIds.split(' '))
  const collapsed = new Set(collapsedIds.split(' '))
  const cells = row.getVisibleCells()
  return (
    <Fragment>
      <tr
        className={rowClass}
        data-with-row-border
        data-hover
        data-index={row.index}
        data-selected={selected || undefined}
      >
        {withDetails && (
          <td className={cellClass}>
            <RowDetailToggle
              open={open}
              detailId={detailId}
              name={name}
              onToggle={() => onToggle(row.id)}
            />
          </td>
        )}
        {cells.map((cell) =>
          shown.has(cell.column.id) ? (
            <td key={cell.column.id} className={cellClass}>
              {cellContent(cell)}
            </td>
          ) : null,
        )}
      </tr>
      {open && (
        <RowDetail
          id={detailId}
          colSpan={columnCount}
          cells={cells.filter((cell) => collapsed.has(cell.column.id))}
        />
      )}
    </Fragment>
  )
}

export const DataTableRow = memo(DataTableRowOf) as typeof DataTableRowOf
