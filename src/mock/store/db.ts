import { seedAccounts, type AccountRecord } from '../fixtures/accounts'
import { createCollection } from './collection'

/** The mock back end's whole state. Later apps add their collections here. */
export function createDb() {
  const collections = {
    accounts: createCollection<AccountRecord>(seedAccounts),
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
