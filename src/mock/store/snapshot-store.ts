/** Where the mock's tables are kept between page loads: one text (JSON) per table name. */
export interface SnapshotStore {
  readAll(): Promise<Map<string, string>>
  read(names: readonly string[]): Promise<Map<string, string>>
  write(entries: ReadonlyMap<string, string>): Promise<void>
}

const TABLES = 'tables'

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'))
  })

/** Opens (creating on first use) the IndexedDB database `name` with one object store of tables. */
export async function openSnapshotStore(name: string): Promise<SnapshotStore> {
  const opening = indexedDB.open(name, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(TABLES)
  const db = await done(opening)
  const tables = (mode: IDBTransactionMode) => db.transaction(TABLES, mode).objectStore(TABLES)

  const read = async (names: readonly string[]) => {
    const store = tables('readonly')
    const texts = await Promise.all(names.map((key) => done(store.get(key) as IDBRequest<unknown>)))
    return new Map(
      names.flatMap((key, i) => (typeof texts[i] === 'string' ? [[key, texts[i]] as const] : [])),
    )
  }
  return {
    read,
    async readAll() {
      const keys = await done(tables('readonly').getAllKeys())
      return read(keys.filter((key) => typeof key === 'string'))
    },
    async write(entries) {
      const store = tables('readwrite')
      for (const [key, text] of entries) store.put(text, key)
      // Committed at once: a write started as the page goes away (pagehide) still lands.
      store.transaction.commit()
      await committed(store.transaction)
    },
  }
}
