import { seedAccounts, type AccountRecord } from '../fixtures/accounts'
import { createCollection, type Collection, type WithId } from './collection'
import { createPersistedCollection } from './persisted-collection'
import { createSearchPages, type KeyValueStorage } from './search-pages'
import type { TableDef } from './table'

export interface DbOptions {
  /** Where the data that outlives a page reload is kept (the browser's localStorage); none in tests. */
  storage?: KeyValueStorage
}

/**
 * The mock back end's whole state. Accounts and search pages, which sign-in and
 * the navbar need, exist from the start; every app's collections are created
 * from their `TableDef` on first use (`db.table(def)`).
 */
export function createDb(options: DbOptions = {}) {
  const core = {
    accounts: createCollection<AccountRecord>(seedAccounts),
    searchPages: createSearchPages(options.storage),
  }
  const tables = new Map<string, Collection<WithId>>()
  return {
    ...core,
    table<T extends WithId>(def: TableDef<T>): Collection<T> {
      let table = tables.get(def.name)
      if (!table) {
        table =
          def.persist && options.storage
            ? createPersistedCollection<T>(def.name, def.seed, options.storage, def.persist)
            : createCollection<T>(def.seed)
        tables.set(def.name, table)
      }
      return table as Collection<T>
    },
    /** Restores every collection to its seed; ids keep counting up. */
    reset() {
      for (const collection of [...Object.values(core), ...tables.values()]) collection.reset()
    },
  }
}

export type Db = ReturnType<typeof createDb>
