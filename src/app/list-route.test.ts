import { QueryClient } from '@tanstack/react-query'
import { loadListOnChange } from './list-route'

const rows = (queryFn: () => Promise<string[]>) => ({ queryKey: ['rows'], queryFn })

describe('loadListOnChange', () => {
  it('waits for the rows when the list’s address changes, and leaves them in the cache', async () => {
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ['Giulia'])
    await loadListOnChange('stay', queryClient, rows(queryFn))
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData(['rows'])).toEqual(['Giulia'])
  })

  it('does not fetch on the first visit or on a preload: the page draws its skeleton', () => {
    const queryClient = new QueryClient()
    const queryFn = vi.fn(async () => ['Giulia'])
    expect(loadListOnChange('enter', queryClient, rows(queryFn))).toBeUndefined()
    expect(loadListOnChange('preload', queryClient, rows(queryFn))).toBeUndefined()
    expect(queryFn).not.toHaveBeenCalled()
  })

  it('leaves a failed load to the page, which shows its own error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(
      loadListOnChange(
        'stay',
        queryClient,
        rows(() => Promise.reject(new Error('offline'))),
      ),
    ).resolves.toBeUndefined()
    expect(queryClient.getQueryState(['rows'])?.status).toBe('error')
  })
})
