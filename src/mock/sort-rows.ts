import type { SortOrder } from '@/contract/sort-order'

/** A value a list sorts by: a number, or text. */
export type SortValue = string | number

// Text as a reader would order it: case and accents aside, "item 2" before "item 10".
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

const compareValues = (a: SortValue, b: SortValue) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))

/**
 * `rows` sorted by one value in `order` (`sortBy` and `orderBy`); rows with equal values keep
 * the list's default order, `byDefault`, in either direction. Without a value, the default
 * order alone. Each row's value is read once, not at every comparison.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: ((row: T) => SortValue) | undefined,
  order: SortOrder | undefined,
  byDefault: (a: T, b: T) => number,
): T[] {
  if (!value) return rows.toSorted(byDefault)
  const sign = order === 'desc' ? -1 : 1
  return rows
    .map((row) => ({ row, value: value(row) }))
    .sort((a, b) => sign * compareValues(a.value, b.value) || byDefault(a.row, b.row))
    .map(({ row }) => row)
}
