import { QueryClient } from '@tanstack/react-query'
import { firstScreenDrawing, setFirstScreenDrawn } from '@/lib/after-paint'
import { callBesideFirstScreen } from './calls-beside-first-screen'

afterEach(() => setFirstScreenDrawn(Promise.resolve()))

/** What the mocked query function's first call gave back: the page's call, answered or failed. */
const answerOf = (queryFn: ReturnType<typeof vi.fn>) =>
  queryFn.mock.results[0]?.value as Promise<unknown>

describe('callBesideFirstScreen', () => {
  it('calls at once, and keeps the answer from the cache until the first screen is drawn', async () => {
    let drawn = () => {}
    setFirstScreenDrawn(new Promise<void>((resolve) => (drawn = resolve)))
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ({ total: 42 }))
    callBesideFirstScreen(queryClient, [{ queryKey: ['cards', 'orders'], queryFn }])

    expect(queryFn).toHaveBeenCalledTimes(1)
    // A query given the same answer without the hold is in the cache once this returns.
    await queryClient.fetchQuery({ queryKey: ['control'], queryFn: () => answerOf(queryFn) })
    // Answered, yet a card that mounts now finds its query still on its way, not a changed cache.
    expect(queryClient.getQueryData(['cards', 'orders'])).toBeUndefined()
    expect(queryClient.getQueryState(['cards', 'orders'])?.fetchStatus).toBe('fetching')

    drawn()
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['cards', 'orders'])).toEqual({ total: 42 }),
    )
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('keeps a failure from the cache until the first screen is drawn too', async () => {
    let drawn = () => {}
    setFirstScreenDrawn(new Promise<void>((resolve) => (drawn = resolve)))
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => {
      throw new Error('The kitchen printer is offline')
    })
    callBesideFirstScreen(queryClient, [{ queryKey: ['cards', 'orders'], queryFn }])
    // A query given the same failure without the hold has it in the cache once this settles.
    await queryClient
      .fetchQuery({ queryKey: ['control'], queryFn: () => answerOf(queryFn) })
      .catch(() => undefined)
    expect(queryClient.getQueryState(['control'])?.status).toBe('error')
    expect(queryClient.getQueryState(['cards', 'orders'])?.status).toBe('pending')

    drawn()
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['cards', 'orders'])?.status).toBe('error'),
    )
  })

  it('leaves the calls to the page once the first screen is drawn', async () => {
    setFirstScreenDrawn(Promise.resolve())
    await vi.waitFor(() => expect(firstScreenDrawing()).toBeUndefined())
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ({ total: 42 }))
    callBesideFirstScreen(queryClient, [{ queryKey: ['cards', 'orders'], queryFn }])
    expect(queryFn).not.toHaveBeenCalled()
  })
})
