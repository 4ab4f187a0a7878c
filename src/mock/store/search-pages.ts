import { z } from 'zod/mini'
import { seedSearchPages, type SearchPageRecord } from '../fixtures/search'
import { createCollection, type Collection } from './collection'

/** The part of the Web Storage API the mock needs to keep something across reloads. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Browser-storage key of the bookmarked page ids. */
export const BOOKMARKS_STORAGE_KEY = 'tavola.mock-bookmarks'

const storedIdsSchema = z.array(z.number().check(z.int()))

function storedIds(storage: KeyValueStorage): Set<number> | undefined {
  try {
    const parsed = storedIdsSchema.safeParse(
      JSON.parse(storage.getItem(BOOKMARKS_STORAGE_KEY) ?? 'null'),
    )
    return parsed.success ? new Set(parsed.data) : undefined
  } catch {
    return undefined
  }
}

/**
 * The search's pages. With a storage, the bookmarks survive a page reload the
 * way a real server's would (the rest of the mock's data starts afresh); a
 * reset forgets them. Without one (tests, Node) they live in memory only.
 */
export function createSearchPages(storage?: KeyValueStorage): Collection<SearchPageRecord> {
  const seed = () => {
    const pages = seedSearchPages()
    const ids = storage && storedIds(storage)
    return ids ? pages.map((page) => ({ ...page, isBookmarked: ids.has(page.id) })) : pages
  }
  const collection = createCollection(seed)
  if (!storage) return collection

  const save = () => {
    const ids = collection
      .all()
      .filter((page) => page.isBookmarked)
      .map((page) => page.id)
    try {
      storage.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(ids))
    } catch {
      // A full or refused storage only costs the bookmarks' survival of a reload.
    }
  }
  return {
    ...collection,
    update(id, patch) {
      const updated = collection.update(id, patch)
      if (updated) save()
      return updated
    },
    reset() {
      storage.removeItem(BOOKMARKS_STORAGE_KEY)
      collection.reset()
    },
  }
}
