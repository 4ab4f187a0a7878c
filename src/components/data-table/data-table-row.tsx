import type { ColumnDef, Row } from '@tanstack/react-table'
import { Fragment, memo } from 'react'
import { cellContent } from './data-table-columns'
import { RowDetail, RowDetailToggle } from './row-detail'
import tableClasses from './table.module.css'

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

/**
 * One row of the data table, of plain elements with the table's classes: a page mounts ten or
 * more rows at once, and Mantine's Table.Tr and Table.Td would make each cell two components.
 * It is memoised: paging, a new search or a page's own state draw the
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
      <tr className={tableClasses.tr} data-index={row.index} data-selected={selected || undefined}>
        {withDetails && (
          <td className={tableClasses.td}>
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
            <td key={cell.column.id} className={tableClasses.td}>
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
