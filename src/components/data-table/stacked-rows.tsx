import { Checkbox, Group, NativeSelect, Skeleton } from '@mantine/core'
import type { Cell, ColumnDef, Row, Table as TanTable } from '@tanstack/react-table'
import { Fragment, memo, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { cellContent, columnLabel, SELECT_COLUMN_ID } from './data-table-columns'
import classes from './data-table.module.css'

/** Skeleton cards while the first page loads: enough to fill a phone's screen. */
const SKELETON_CARDS = 4

/**
 * The rows as a list of cards, for screens too narrow for the table: each row's title cells
 * (and checkbox) on top, its other values labelled, its actions at the bottom. Above the cards,
 * what the header row does: select the page's rows, and sort.
 */
export function StackedRows<T>({
  label,
  table,
  rows,
  columns,
  loading,
  skeletons,
  empty,
}: {
  label: string
  table: TanTable<T>
  rows: Row<T>[]
  /** The table's column definitions: a new array draws the cards again (see `DataTableRow`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  loading: boolean
  skeletons: number
  empty: ReactNode
}) {
  let cards: ReactNode
  if (loading) {
    cards = Array.from({ length: Math.min(skeletons, SKELETON_CARDS) }, (_, index) => (
      <li key={index} className={classes.card} aria-hidden>
        <Skeleton height={18} width="60%" radius="sm" />
        <Skeleton height={12} radius="sm" />
        <Skeleton height={12} width="80%" radius="sm" />
      </li>
    ))
  } else {
    // Keyed by position, as the table's rows are (data-table.tsx).
    cards = rows.map((row, position) => (
      <StackedRow key={position} row={row} columns={columns} selected={row.getIsSelected()} />
    ))
  }
  return (
    <>
      <StackedHead table={table} />
      {!loading && rows.length === 0 ? (
        empty
      ) : (
        <ul className={classes.cards} aria-label={label}>
          {cards}
        </ul>
      )}
    </>
  )
}

/** What the header row does, for the cards: "Select all rows on this page" and "Sort by". */
function StackedHead<T>({ table }: { table: TanTable<T> }) {
  const selectable = table.getAllLeafColumns().some((column) => column.id === SELECT_COLUMN_ID)
  const sortable = table
    .getAllLeafColumns()
    .filter((column) => column.getCanSort() && column.getIsVisible())
  const { t } = useTranslation()
  if (!selectable && sortable.length === 0) return null
  const [sorted] = table.getState().sorting
  return (
    <Group className={classes.stackedHead} justify="space-between" align="flex-end" gap="sm">
      {selectable && (
        <Checkbox
          size="xs"
          label={t('dataTable.selectAllOnPage')}
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      )}
      {sortable.length > 0 && (
        <NativeSelect
          size="xs"
          label={t('dataTable.sortBy')}
          value={sorted ? `${sorted.id}:${sorted.desc ? 'desc' : 'asc'}` : ''}
          data={[
            { value: '', label: t('dataTable.defaultOrder') },
            ...sortable.flatMap((column) => [
              {
                value: `${column.id}:asc`,
                label: t('dataTable.ascending', { column: columnLabel(column) }),
              },
              {
                value: `${column.id}:desc`,
                label: t('dataTable.descending', { column: columnLabel(column) }),
              },
            ]),
          ]}
          onChange={(event) => {
            const [id, direction] = event.currentTarget.value.split(':')
            table.setSorting(id ? [{ id, desc: direction === 'desc' }] : [])
          }}
        />
      )}
    </Group>
  )
}

function StackedRowOf<T>({
  row,
  selected,
}: {
  row: Row<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  selected: boolean
}) {
  const cells = row.getVisibleCells()
  const placeOf = (cell: Cell<T, unknown>) =>
    cell.column.id === SELECT_COLUMN_ID ? 'title' : cell.column.columnDef.meta?.card
  const draw = (cell: Cell<T, unknown>) => cellContent(cell)
  const title = cells.filter((cell) => placeOf(cell) === 'title')
  const fields = cells.filter((cell) => placeOf(cell) === undefined)
  const footer = cells.filter((cell) => placeOf(cell) === 'footer')
  return (
    <li className={classes.card} data-selected={selected || undefined}>
      {title.length > 0 && (
        <div className={classes.cardTitle}>
          {title.map((cell) => (
            <div key={cell.column.id} className={classes.cardTitleCell}>
              {draw(cell)}
            </div>
          ))}
        </div>
      )}
      {fields.length > 0 && (
        <dl className={classes.cardFields}>
          {fields.map((cell) => (
            <Fragment key={cell.column.id}>
              <dt>{columnLabel(cell.column)}</dt>
              <dd>{draw(cell)}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {footer.length > 0 && (
        <div className={classes.cardFooter}>
          {footer.map((cell) => (
            <Fragment key={cell.column.id}>{draw(cell)}</Fragment>
          ))}
        </div>
      )}
    </li>
  )
}

/** One card, drawn again only when its row, selection or the columns change. */
const StackedRow = memo(StackedRowOf) as typeof StackedRowOf
