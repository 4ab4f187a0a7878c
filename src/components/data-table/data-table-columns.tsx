import { Checkbox } from '@mantine/core'
import type { Cell, Column, ColumnDef, Row, RowData, Table } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { RowCheckbox } from './row-checkbox'

declare module '@tanstack/react-table' {
  // Declaration merging must repeat TanStack's type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column menu, filters and row details (default: its string header). */
    label?: string
    /** Hidden below the table's `collapseBelow` width and shown in the row's detail instead. */
    collapsible?: boolean
    /**
     * Where the column goes in a stacked row (below the table's `stackBelow` width): `title`
     * at the top without a label, `footer` at the bottom (actions); otherwise a labelled value.
     */
    card?: 'title' | 'footer'
  }
  interface TableMeta<TData extends RowData> {
    /** A row's name, for its checkbox's label ("Select Giulia Rossi"). */
    rowLabel: (row: TData) => string
  }
}

/**
 * A cell's content: its column's `cell` called as a function, where TanStack's `flexRender`
 * makes it a component of its own, one more to render per cell of every row (70 for a page of
 * ten users). Column cells here are plain functions of the cell's context, without hooks.
 */
export function cellContent<T>(cell: Cell<T, unknown>): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? (render(cell.getContext()) as ReactNode) : render
}

export const SELECT_COLUMN_ID = 'select'

/** A column's human name: `meta.label`, else its header text, else its id. */
export function columnLabel<T>(column: Column<T>): string {
  const { meta, header } = column.columnDef
  return meta?.label ?? (typeof header === 'string' ? header : column.id)
}

function SelectAllCheckbox<T>({ table }: { table: Table<T> }) {
  const { t } = useTranslation()
  return (
    <Checkbox
      size="xs"
      aria-label={t('dataTable.selectAll')}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  )
}

// A component with its own strings: a memoised row is not drawn again when the language changes,
// so its checkbox follows the language by itself.
function SelectRowCheckbox<T>({ row, name }: { row: Row<T>; name: string }) {
  const { t } = useTranslation()
  return (
    <RowCheckbox
      label={t('dataTable.selectRow', { name })}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  )
}

/**
 * The checkbox column: one per row, and "select all on this page" in the header. One column for
 * every table: it names a row through the table's `meta.rowLabel`, so the table's columns stay the
 * same array from one render to the next, and so do its rows (memoised, src/components/data-table/data-table-row.tsx).
 */
export function selectColumn<T>(): ColumnDef<T> {
  return selectColumnDef as ColumnDef<T>
}

const selectColumnDef: ColumnDef<unknown> = {
  id: SELECT_COLUMN_ID,
  size: 44,
  enableSorting: false,
  enableHiding: false,
  enableColumnFilter: false,
  header: ({ table }) => <SelectAllCheckbox table={table} />,
  cell: ({ row, table }) => (
    <SelectRowCheckbox row={row} name={table.options.meta?.rowLabel(row.original) ?? row.id} />
  ),
}
