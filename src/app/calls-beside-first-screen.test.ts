import { QueryClient } from '@tanstack/react-query'
import { setFirstScreenDrawn } from '@/lib/after-paint'
import { callBesideFirstScreen } from './calls-beside-first-screen'

afterEach(() => setFirstScreenDrawn(Promise.resolve()))

describe('callBesideFirstScreen', () => {
  it('calls at once, and keeps the answer from the cache until the first screen is drawn', async () => {
    let drawn = () => {}
    setFirstScreenDrawn(new Promise<void>((resolve) => (drawn = resolve)))
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ({ total: 42 }))
    callBesideFirstScreen(queryClient, [{ queryKey: ['cards', 'orders'], queryFn }])

    expect(queryFn).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(queryFn).toHaveReturned())
    await new Promise((resolve) => setTimeout(resolve, 10))
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
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(queryClient.getQueryState(['cards', 'orders'])?.status).toBe('pending')

    drawn()
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['cards', 'orders'])?.status).toBe('error'),
    )
  })

  it('leaves the calls to the page once the first screen is drawn', async () => {
    setFirstScreenDrawn(Promise.resolve())
    await new Promise((resolve) => setTimeout(resolve, 0))
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ({ total: 42 }))
    callBesideFirstScreen(queryClient, [{ queryKey: ['cards', 'orders'], queryFn }])
    expect(queryFn).not.toHaveBeenCalled()
  })
})
