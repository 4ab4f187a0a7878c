import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type ColumnFiltersState,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table'
import { Skeleton, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from '@/lib/use-translation'
import { HintTooltip } from '../hint-tooltip'
import { DataTablePagination, type DataTablePaging } from './data-table-pagination'
import { selectColumn } from './data-table-columns'
import { DataTableHead } from './data-table-head'
import { DataTableToolbar } from './data-table-toolbar'
import { DataTableRow } from './data-table-row'
import { StackedRows } from './stacked-rows'
import type { VirtualRows as VirtualRowsOf } from './virtual-rows'
import classes from './data-table.module.css'
import tableClasses from './table.module.css'

/** Above this many rows the body is virtualised: only the rows in view are in the DOM. */
export const VIRTUALIZE_ABOVE = 200

// Only tables of more rows than a list's page need it: fetched the first time one is drawn.
// (Typed as the module's own generic component, which `lazy` would lose.)
const VirtualRows = lazy(() =>
  import('./virtual-rows').then((module) => ({ default: module.VirtualRows })),
) as unknown as typeof VirtualRowsOf

/** What the toolbar content sees: the rows as shown (filtered and sorted, every page). */
export interface DataTableView<T> {
  rows: T[]
  /** The selected rows among `data`. */
  selectedRows: T[]
}

export interface DataTableProps<T> {
  /** The table's accessible name (also its caption for screen readers). */
  label: string
  data: readonly T[]
  // Columns mix value types; TanStack's own examples type them with `any` too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  /** Names a row for its checkbox and detail toggle ("Select Rosa Ricci"). */
  rowLabel?: (row: T) => string
  /** First load: skeleton rows. A refetch keeps the rows and dims them. */
  loading?: boolean
  fetching?: boolean
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode
  /**
   * Sorting (shift-click adds a column, unless `multiSort` is false). Given with
   * `manualSorting`, the server sorts (the state usually lives in the URL);
   * without, the rows are sorted here.
   */
  sorting?: SortingState
  onSortingChange?: OnChangeFn<SortingState>
  manualSorting?: boolean
  multiSort?: boolean
  /** Server-side paging: the footer's page size, range and page buttons (none without rows). */
  paging?: DataTablePaging
  /** A checkbox per row and "select all on this page"; the toolbar counts the selection. */
  selectable?: boolean
  rowSelection?: RowSelectionState
  onRowSelectionChange?: OnChangeFn<RowSelectionState>
  /** A "Columns" menu in the toolbar to show and hide columns. */
  columnMenu?: boolean
  /** A text filter under each column with a value (client-side). */
  columnFilters?: boolean
  /**
   * Below this width (px) the columns marked `meta.collapsible` leave the row
   * and show in a detail row that a toggle button opens.
   */
  collapseBelow?: number
  /**
   * Below this width (px) the rows are stacked as cards of labelled values, so that nothing
   * needs a sideways scroll; a "Sort by" choice stands in for the headers. Columns place
   * themselves with `meta.card`.
   */
  stackBelow?: number
  /** The page's own toolbar controls (search, export), given the rows as shown. */
  toolbar?: (view: DataTableView<T>) => ReactNode
  /** Height of the scrolling body when virtualised. */
  virtualHeight?: number
  minWidth?: number
}

/**
 * The one table of the dashboard: TanStack Table drawn with Mantine's Table.
 * Sortable headers are buttons with `aria-sort`; long lists are virtualised.
 * Selection, the column menu, column filters and narrow-screen row details
 * or cards are opt-in.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  rowLabel = getRowId,
  loading: loadingAnswer = false,
  fetching = false,
  empty,
  sorting: controlledSorting,
  onSortingChange,
  manualSorting = false,
  multiSort = true,
  paging,
  selectable = false,
  rowSelection: controlledSelection,
  onRowSelectionChange,
  columnMenu = false,
  columnFilters: filterable = false,
  collapseBelow,
  stackBelow,
  toolbar,
  virtualHeight = 560,
  minWidth = 720,
}: DataTableProps<T>) {
  // The first answer's rows are drawn in a background render that React slices, as the dashboard
  // cards' are, not in the synchronous update a query's answer causes: on Lighthouse's phone, ten
  // invoice rows with their links make one task of about 130 ms, after the heading was drawn.
  const loading = useDeferredValue(loadingAnswer) || loadingAnswer
  const { t } = useTranslation()
  const [ownSorting, setOwnSorting] = useState<SortingState>([])
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({})
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({})
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([])
  const [expanded, setExpanded] = useState<Record<string, boolean>>({})
  const toggleDetail = useCallback(
    (rowId: string) => setExpanded((state) => ({ ...state, [rowId]: state[rowId] !== true })),
    [],
  )
  const baseId = useId()
  const below = (width: number | undefined) =>
    width ? `(max-width: ${String(width - 0.02)}px)` : 'not all'
  const narrow = useMediaQuery(below(collapseBelow), false, { getInitialValueInEffect: false })
  const stacked = useMediaQuery(below(stackBelow), false, { getInitialValueInEffect: false })
  const sorting = controlledSorting ?? ownSorting
  const rowSelection = controlledSelection ?? ownSelection
  // The same array while the page's columns are the same: a new one would make every row anew,
  // and every memoised row would be drawn again at each render of the page (paging, a search).
  const tableColumns = useMemo(
    () => (selectable ? [selectColumn<T>(), ...columns] : columns),
    [selectable, columns],
  )
  // The app does not use the React Compiler, so nothing memoises around this hook.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns: tableColumns,
    getRowId,
    meta: { rowLabel },
    state: { sorting, rowSelection, columnVisibility, columnFilters },
    onSortingChange: onSortingChange ?? setOwnSorting,
    onRowSelectionChange: onRowSelectionChange ?? setOwnSelection,
    onColumnVisibilityChange: setColumnVisibility,
    onColumnFiltersChange: setColumnFilters,
    enableRowSelection: selectable,
    enableColumnFilters: filterable,
    // Text filters match a substring of any value, numbers too.
    defaultColumn: { filterFn: 'includesString' },
    manualSorting,
    enableMultiSort: multiSort,
    // Every column sorts ascending first, numbers too (TanStack starts numbers descending).
    sortDescFirst: false,
    // The table keeps no page index or expanded rows of TanStack's own (the pages come from
    // `paging`, the details from `expanded` above), so new data has nothing to reset; left on,
    // each new page's rows were followed by a reset that drew the whole table a second time.
    autoResetAll: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: filterable ? getFilteredRowModel() : undefined,
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
  })
  const rows = table.getRowModel().rows
  const collapsed = (column: Column<T>) =>
    narrow && column.columnDef.meta?.collapsible === true && column.getIsVisible()
  const shown = (column: Column<T>) => column.getIsVisible() && !collapsed(column)
  const withDetails = table.getVisibleLeafColumns().some(collapsed)
  const columnCount = table.getVisibleLeafColumns().filter(shown).length + (withDetails ? 1 : 0)
  const virtual = rows.length > VIRTUALIZE_ABOVE

  const visible = table.getVisibleLeafColumns()
  const shownIds = visible
    .filter(shown)
    .map((column) => column.id)
    .join(' ')
  const collapsedIds = visible
    .filter(collapsed)
    .map((column) => column.id)
    .join(' ')
  // A page of rows is keyed by position: the next page, a new search or sort then updates the
  // rows already drawn in place instead of unmounting every row and mounting new ones (each row
  // holds links, a checkbox, an avatar: about a hundred elements and their effects). The rows of a
  // long virtual list keep their ids, as they move as the list scrolls.
  const renderRow = (row: Row<T>, position?: number) => (
    <DataTableRow
      key={position ?? row.id}
      row={row}
      columns={columns}
      selected={row.getIsSelected()}
      shownIds={shownIds}
      collapsedIds={collapsedIds}
      withDetails={withDetails}
      open={withDetails && expanded[row.id] === true}
      detailId={`${baseId}-detail-${row.id}`}
      name={rowLabel(row.original)}
      columnCount={columnCount}
      onToggle={toggleDetail}
    />
  )

  // A div: an empty state may hold a heading and a button.
  const emptyState = (
    <Text component="div" c="dimmed" ta="center" py="xl">
      {empty ?? t('dataTable.empty')}
    </Text>
  )
  let body: ReactNode
  if (loading) {
    body = Array.from({ length: paging?.perPage ?? 5 }, (_, index) => (
      <tr key={index} className={tableClasses.tr} aria-hidden>
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell} className={tableClasses.td}>
            <Skeleton height={14} radius="sm" />
          </td>
        ))}
      </tr>
    ))
  } else if (rows.length === 0) {
    body = (
      <tr className={tableClasses.tr}>
        <td className={tableClasses.td} colSpan={columnCount}>
          {emptyState}
        </td>
      </tr>
    )
  } else if (virtual) {
    body = null
  } else {
    body = rows.map((row, position) => renderRow(row, position))
  }

  const head = (
    <DataTableHead
      table={table}
      shown={shown}
      withDetails={withDetails}
      withFilters={filterable}
      sticky={virtual && !loading && !stacked}
    />
  )
  const sortable = table.getAllLeafColumns().some((column) => column.getCanSort())
  const plainTable = (bodyRows: ReactNode) => (
    // The scroller takes the keyboard focus (a group named after its table, not a landmark
    // that would repeat a section's name), so that a table wider than the screen can be
    // scrolled without a mouse.
    <div
      className={`${tableClasses.scroller} ${classes.scroller}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-label={label}
    >
      <div style={{ minWidth }}>
        <table className={tableClasses.table} aria-label={label}>
          {head}
          <tbody className={tableClasses.body}>{bodyRows}</tbody>
        </table>
      </div>
    </div>
  )
  let rowsView: ReactNode
  if (stacked) {
    rowsView = (
      <StackedRows
        label={label}
        table={table}
        rows={rows}
        columns={columns}
        loading={loading}
        skeletons={paging?.perPage ?? 5}
        empty={emptyState}
      />
    )
  } else if (virtual && !loading) {
    rowsView = (
      // Until its code has come, a screen's worth of the first rows shows in the plain table.
      <Suspense fallback={plainTable(rows.slice(0, 30).map(renderRow))}>
        <VirtualRows
          label={label}
          rows={rows}
          head={head}
          renderRow={renderRow}
          height={virtualHeight}
          minWidth={minWidth}
          columnCount={columnCount}
        />
      </Suspense>
    )
  } else {
    rowsView = plainTable(body)
  }

  return (
    <div
      className={classes.root}
      data-fetching={fetching || undefined}
      aria-busy={loading || fetching}
    >
      {(selectable || columnMenu || toolbar) && (
        <DataTableToolbar
          table={table}
          selectable={selectable}
          columnMenu={columnMenu}
          sortHint={sortable && multiSort}
        >
          {toolbar?.({
            rows: rows.map((row) => row.original),
            selectedRows: table.getSelectedRowModel().rows.map((row) => row.original),
          })}
        </DataTableToolbar>
      )}
      {/* Cells name their icon controls with `data-hint`, shown by one tooltip for the table. */}
      <HintTooltip placement="above">{rowsView}</HintTooltip>
      {paging && (loading || paging.total > 0) && (
        <DataTablePagination {...paging} label={label} loading={loading} />
      )}
    </div>
  )
}
