import type { Chat, ChatContact, ProfileUser } from '@/contract/chat'
import type { Task } from '@/contract/todo'
import type { Email } from '@/contract/email'
import { seedAccounts, type AccountRecord } from '../fixtures/accounts'
import { seedEmails } from '../fixtures/emails'
import { seedChatContacts, seedChats, seedProfileUser } from '../fixtures/chat'
import { seedTasks } from '../fixtures/todo'
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
    emails: createCollection<Email>(seedEmails),
    chatContacts: createCollection<ChatContact>(seedChatContacts),
    chats: createCollection<Chat>(seedChats),
    chatProfileUser: createCollection<ProfileUser>(seedProfileUser),
    tasks: createCollection<Task>(seedTasks),
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
