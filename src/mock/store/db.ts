import { seedAccounts, type AccountRecord } from '../fixtures/accounts'
import { createCollection } from './collection'
import { createSearchPages, type KeyValueStorage } from './search-pages'

export interface DbOptions {
  /** Where the data that outlives a page reload is kept (the browser's localStorage); none in tests. */
  storage?: KeyValueStorage
}

/** The mock back end's whole state. Later apps add their collections here. */
export function createDb(options: DbOptions = {}) {
  const collections = {
    accounts: createCollection<AccountRecord>(seedAccounts),
    searchPages: createSearchPages(options.storage),
  }
  return {
    ...collections,
    /** Restores every collection to its seed; ids keep counting up. */
    reset() {
      for (const collection of Object.values(collections)) collection.reset()
    },
  }
}

export type Db = ReturnType<typeof createDb>
