import { seedAccounts, type AccountRecord } from '../fixtures/accounts'
import { seedSearchPages, type SearchPageRecord } from '../fixtures/search'
import { createCollection, type Collection, type WithId } from './collection'
import type { Persistence } from './persistence'
import { decodeTable, encodeTable, resetStoredTable, storedNextId } from './table-codec'
import { defineTable, type TableDef } from './table'

/** Sign-in and the navbar need these from the start; password changes persist like any change. */
export const accountsTable = defineTable<AccountRecord>('accounts', seedAccounts)
export const searchPagesTable = defineTable<SearchPageRecord>('searchPages', seedSearchPages)

export interface DbOptions {
  /** Where the tables are kept between page loads (the browser's IndexedDB); none in tests and Node. */
  persistence?: Persistence
  /** Told the name of a table whose stored copy was stale or corrupted and was discarded. */
  onDiscard?: (name: string) => void
  /** Told the name of each table that changes (a call's change, a reset), stored or not. */
  onChanged?: (name: string) => void
}

interface Entry {
  def: TableDef<WithId>
  collection: Collection<WithId>
}

/**
 * The mock back end's whole state. Every app's collections are created from
 * their `TableDef` on first use (`db.table(def)`), from the stored copy when
 * there is a valid one, else from the seed.
 */
export function createDb({
  persistence,
  onDiscard = () => {},
  onChanged = () => {},
}: DbOptions = {}) {
  const tables = new Map<string, Entry>()
  const save = (entry: Entry) => {
    onChanged(entry.def.name)
    persistence?.save(entry.def.name, () => encodeTable(entry.def, entry.collection.state()))
  }

  function table<T extends WithId>(def: TableDef<T>): Collection<T> {
    let entry = tables.get(def.name)
    if (!entry) {
      const text = persistence?.stored.get(def.name)
      persistence?.stored.delete(def.name)
      const initial = text === undefined ? undefined : decodeTable(def, text)
      if (text !== undefined && !initial) onDiscard(def.name)
      const created: Entry = {
        def: def as unknown as TableDef<WithId>,
        collection: createCollection<WithId>(def.seed, {
          // A discarded copy still holds the ids it handed out: they are not handed out again.
          initial:
            initial ??
            (text === undefined ? undefined : { rows: null, nextId: storedNextId(text) ?? 1 }),
          onChange: () => save(created),
        }),
      }
      entry = created
      tables.set(def.name, entry)
      if (text !== undefined && !initial) save(entry)
    }
    return entry.collection as unknown as Collection<T>
  }

  return {
    get accounts() {
      return table(accountsTable)
    },
    get searchPages() {
      return table(searchPagesTable)
    },
    table,
    /** Writes the changed tables now; resolves once every write so far is stored (at once without persistence). */
    saved: (): Promise<void> => persistence?.flush() ?? Promise.resolve(),
    /** Restores every collection to its seed; ids keep counting up, across reloads too. */
    reset() {
      for (const { collection } of tables.values()) collection.reset()
      // Tables not used yet in this page: their stored copies become "the seed", counters kept.
      for (const [name, text] of persistence?.stored ?? []) {
        const reset = resetStoredTable(text)
        persistence?.stored.set(name, reset)
        persistence?.save(name, () => reset)
        onChanged(name)
      }
    },
  }
}

export type Db = ReturnType<typeof createDb>
