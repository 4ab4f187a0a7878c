import type { OnChangeFn, SortingState } from '@tanstack/react-table'
import type { SortOrder } from '@/contract/sort-order'

/** A list's sort as its server and its address take it: one column and a direction. */
export interface ServerSort<K extends string> {
  sortBy?: K
  /** Ascending when absent (the default stays out of the address). */
  orderBy?: SortOrder
}

/**
 * The data table's props for a list its server sorts by one column (`sortBy`, `orderBy`): the
 * table's state from them, and back to `onChange` when a header is clicked. The columns' ids are
 * the sort keys; `keys` are those the server takes.
 */
export function serverSortProps<K extends string>(
  { sortBy, orderBy }: ServerSort<K>,
  keys: readonly K[],
  onChange: (sort: ServerSort<K>) => void,
) {
  const sorting: SortingState = sortBy ? [{ id: sortBy, desc: orderBy === 'desc' }] : []
  const onSortingChange: OnChangeFn<SortingState> = (update) => {
    const [first] = typeof update === 'function' ? update(sorting) : update
    const key = keys.find((candidate) => candidate === first?.id)
    onChange({ sortBy: key, orderBy: key && first?.desc ? 'desc' : undefined })
  }
  return { sorting, onSortingChange, manualSorting: true, multiSort: false } as const
}
