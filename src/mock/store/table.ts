import { z } from 'zod/mini'
import type { WithId } from './collection'

/** How a table checks the records of its stored copy (every table is kept in the browser's IndexedDB). */
export interface PersistOptions<T extends WithId> {
  /** Bump it when this table's records change shape: a copy stored under another version is discarded. */
  readonly version: number
  /** The stored records if they are all valid today, else `undefined` (the copy is then discarded). */
  readonly parse: (rows: unknown) => T[] | undefined
}

/**
 * Names an app's collection and how to seed it. The definition lives beside
 * the app's fixtures, so the seed data loads with the app's routes (their own
 * chunk) and the collection is seeded on its first use, not at start-up.
 */
export interface TableDef<T extends WithId> {
  readonly name: string
  readonly seed: () => T[]
  /** A stricter check of the stored records than "objects with an id" (see table-codec.ts). */
  readonly persist?: PersistOptions<T>
}

export function defineTable<T extends WithId>(
  name: string,
  seed: () => T[],
  options: { persist?: PersistOptions<T> } = {},
): TableDef<T> {
  return { name, seed, ...options }
}

/**
 * A stored-rows parser for tables whose fields are all positive whole numbers (cart and
 * wishlist lines, bookmark flips): free of the contract's schemas, as the mock's start-up
 * chunk uses it.
 */
export function positiveIntRows<K extends string>(keys: readonly K[]) {
  return (rows: unknown): Record<K, number>[] | undefined =>
    Array.isArray(rows) &&
    rows.every(
      (row) =>
        typeof row === 'object' &&
        row !== null &&
        keys.every((key) => {
          const value: unknown = (row as Record<string, unknown>)[key]
          return typeof value === 'number' && Number.isInteger(value) && value > 0
        }),
    )
      ? (rows as Record<K, number>[])
      : undefined
}

/**
 * A stored-rows parser from the record's schema in the contract: a stored copy
 * with one record the schema refuses (a number for a title, a missing field)
 * is discarded, so no route ever meets a record it cannot handle.
 */
export function recordsOf<T extends WithId>(schema: z.ZodMiniType<T>) {
  const rowsSchema = z.array(schema)
  return (rows: unknown): T[] | undefined => {
    const parsed = rowsSchema.safeParse(rows)
    return parsed.success ? parsed.data : undefined
  }
}
