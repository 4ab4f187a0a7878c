/** What one call per record came to: the records it was done for, and those it failed for. */
export interface SettledEach<K> {
  done: K[]
  failed: { key: K; error: unknown }[]
}

/**
 * Makes `call` for every key at once and waits for them all; one failing stops none of the
 * others (a bulk change made through the calls for one record).
 */
export async function settleEach<K>(
  keys: readonly K[],
  call: (key: K) => Promise<unknown>,
): Promise<SettledEach<K>> {
  const results = await Promise.allSettled(keys.map((key) => call(key)))
  const settled: SettledEach<K> = { done: [], failed: [] }
  results.forEach((result, index) => {
    const key = keys[index] as K
    if (result.status === 'fulfilled') settled.done.push(key)
    else settled.failed.push({ key, error: result.reason })
  })
  return settled
}
