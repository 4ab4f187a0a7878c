import type { WithId } from './collection'

/**
 * Names an app's collection and how to seed it. The definition lives beside
 * the app's fixtures, so the seed data loads with the app's routes (their own
 * chunk) and the collection is seeded on its first use, not at start-up.
 */
export interface TableDef<T extends WithId> {
  readonly name: string
  readonly seed: () => T[]
}

export function defineTable<T extends WithId>(name: string, seed: () => T[]): TableDef<T> {
  return { name, seed }
}
