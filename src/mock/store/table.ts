import type { WithId } from './collection'
import type { PersistOptions } from './persisted-collection'

/**
 * Names an app's collection and how to seed it. The definition lives beside
 * the app's fixtures, so the seed data loads with the app's routes (their own
 * chunk) and the collection is seeded on its first use, not at start-up.
 */
export interface TableDef<T extends WithId> {
  readonly name: string
  readonly seed: () => T[]
  /** Set for a table whose changes outlive a reload (kept in browser storage when the db has one). */
  readonly persist?: PersistOptions<T>
}

export function defineTable<T extends WithId>(
  name: string,
  seed: () => T[],
  options: { persist?: PersistOptions<T> } = {},
): TableDef<T> {
  return { name, seed, ...options }
}
