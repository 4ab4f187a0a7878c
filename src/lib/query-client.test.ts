import { createQueryClient, whenQueriesSettled } from './query-client'

/** Whether the promise has settled after the pending timers and microtasks ran. */
async function settledYet(promise: Promise<unknown>, ms = 0): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(ms)
  return done
}

describe('whenQueriesSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('resolves at once when no query is fetching', async () => {
    expect(await settledYet(whenQueriesSettled(createQueryClient()))).toBe(true)
  })

  it('waits until every fetching query has its answer', async () => {
    const client = createQueryClient()
    const answers: (() => void)[] = []
    const fetchOne = (key: string) =>
      void client.fetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(key))),
      })
    fetchOne('cards')
    fetchOne('mail')
    const settled = whenQueriesSettled(client)
    expect(await settledYet(settled)).toBe(false)
    answers[0]?.()
    expect(await settledYet(settled)).toBe(false)
    answers[1]?.()
    expect(await settledYet(settled)).toBe(true)
  })

  it('gives up waiting after the time limit', async () => {
    const client = createQueryClient()
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<never>(() => {}) })
    const settled = whenQueriesSettled(client, 1000)
    expect(await settledYet(settled, 999)).toBe(false)
    expect(await settledYet(settled, 1)).toBe(true)
  })
})
