import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type SortingState,
} from '@tanstack/react-table'
import { Box, Skeleton, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { DataTablePagination, type DataTablePaging } from './data-table-pagination'
import { VirtualRows } from './virtual-rows'
import classes from './data-table.module.css'

/** Above this many rows the body is virtualised: only the rows in view are in the DOM. */
export const VIRTUALIZE_ABOVE = 200

export interface DataTableProps<T> {
  /** The table's accessible name (also its caption for screen readers). */
  label: string
  data: readonly T[]
  // Columns mix value types; TanStack's own examples type them with `any` too.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  /** First load: skeleton rows. A refetch keeps the rows and dims them. */
  loading?: boolean
  fetching?: boolean
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode
  /**
   * Sorting. Given with `manualSorting`, the server sorts (the state usually
   * lives in the URL); without, the rows are sorted here.
   */
  sorting?: SortingState
  onSortingChange?: OnChangeFn<SortingState>
  manualSorting?: boolean
  /** Server-side paging: the footer's page size, range and page buttons. */
  paging?: DataTablePaging
  /** Height of the scrolling body when virtualised. */
  virtualHeight?: number
  minWidth?: number
}

/**
 * The one table of the dashboard: TanStack Table drawn with Mantine's Table.
 * Sortable headers are buttons with `aria-sort`; long lists are virtualised.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  loading = false,
  fetching = false,
  empty = 'No records match.',
  sorting: controlledSorting,
  onSortingChange,
  manualSorting = false,
  paging,
  virtualHeight = 560,
  minWidth = 720,
}: DataTableProps<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([])
  const sorting = controlledSorting ?? ownSorting
  // The app does not use the React Compiler, so nothing memoises around this hook.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId,
    state: { sorting },
    onSortingChange: onSortingChange ?? setOwnSorting,
    manualSorting,
    enableMultiSort: true,
    // Every column sorts ascending first, numbers too (TanStack starts numbers descending).
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
  })
  const rows = table.getRowModel().rows
  const columnCount = table.getVisibleLeafColumns().length
  const virtual = rows.length > VIRTUALIZE_ABOVE

  const renderRow = (row: Row<T>) => (
    <Table.Tr key={row.id} data-index={row.index}>
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  )

  let body: ReactNode
  if (loading) {
    body = Array.from({ length: paging?.perPage ?? 5 }, (_, index) => (
      <Table.Tr key={index} aria-hidden>
        {Array.from({ length: columnCount }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        </Table.Td>
      </Table.Tr>
    )
  } else if (virtual) {
    body = null
  } else {
    body = rows.map(renderRow)
  }

  const head = (
    <Table.Thead className={classes.head}>
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => {
            const sort = header.column.getIsSorted()
            const content = header.isPlaceholder
              ? null
              : flexRender(header.column.columnDef.header, header.getContext())
            return (
              <Table.Th
                key={header.id}
                aria-sort={
                  sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined
                }
                style={{ width: header.column.columnDef.size }}
              >
                {header.column.getCanSort() ? (
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    {content}
                    <SortIcon sort={sort} />
                  </UnstyledButton>
                ) : (
                  content
                )}
              </Table.Th>
            )
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  )

  return (
    <div
      className={classes.root}
      data-fetching={fetching || undefined}
      aria-busy={loading || fetching}
    >
      {virtual && !loading ? (
        <VirtualRows
          label={label}
          rows={rows}
          head={head}
          renderRow={renderRow}
          height={virtualHeight}
          minWidth={minWidth}
          columnCount={columnCount}
        />
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.scroller}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
            {head}
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {paging && <DataTablePagination {...paging} label={label} />}
    </div>
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
