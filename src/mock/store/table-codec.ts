import type { CollectionState, WithId } from './collection'
import type { TableDef } from './table'

/**
 * Bump it whenever any table's records change shape: every copy stored under
 * another version is discarded (with a notice) and the seed used instead.
 */
export const DATA_VERSION = 1

/** A table as stored: its records, or `null` after a reset (the seed, with the id counter kept). */
export interface StoredTable<T extends WithId> {
  rows: readonly T[] | null
  nextId: number
}

interface Encoded {
  dataVersion: number
  tableVersion: number
  nextId: number
  rows: unknown
}

export function encodeTable<T extends WithId>(
  def: TableDef<T>,
  state: StoredTable<T> | CollectionState<T>,
): string {
  const encoded: Encoded = {
    dataVersion: DATA_VERSION,
    tableVersion: def.persist?.version ?? 0,
    nextId: state.nextId,
    rows: state.rows,
  }
  return JSON.stringify(encoded)
}

/** The id counter of a stored copy, whatever its records; undefined when unreadable. */
export function storedNextId(text: string): number | undefined {
  try {
    const { nextId } = JSON.parse(text) as Partial<Encoded>
    return Number.isSafeInteger(nextId) && (nextId as number) > 0 ? nextId : undefined
  } catch {
    return undefined
  }
}

/** A stored copy turned into "the seed" (a reset of a table this page has not used), its counter kept. */
export function resetStoredTable(text: string): string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    value = undefined
  }
  const versions = typeof value === 'object' && value !== null ? value : {}
  return JSON.stringify({ ...versions, rows: null, nextId: storedNextId(text) ?? 1 })
}

const hasIds = (rows: unknown): rows is WithId[] =>
  Array.isArray(rows) &&
  rows.every(
    (row: unknown) =>
      typeof row === 'object' &&
      row !== null &&
      Number.isSafeInteger((row as Partial<WithId>).id) &&
      (row as WithId).id > 0,
  )

/**
 * The stored copy if it was written under today's versions and its records
 * pass the table's check; undefined when it is stale or corrupted.
 */
export function decodeTable<T extends WithId>(
  def: TableDef<T>,
  text: string,
): StoredTable<T> | undefined {
  let value: Partial<Encoded>
  try {
    value = JSON.parse(text) as Partial<Encoded>
  } catch {
    return undefined
  }
  const nextId = storedNextId(text)
  if (
    typeof value !== 'object' ||
    value === null ||
    value.dataVersion !== DATA_VERSION ||
    value.tableVersion !== (def.persist?.version ?? 0) ||
    nextId === undefined
  )
    return undefined
  if (value.rows === null) return { rows: null, nextId }
  if (!hasIds(value.rows)) return undefined
  const rows = def.persist ? def.persist.parse(value.rows) : (value.rows as T[])
  return rows && { rows, nextId }
}
