import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import type { FaqSearch } from '../search'
import { FaqPage } from './faq-page'

let backend: MockBackend
let network: StubbedNetwork

beforeEach(() => {
  network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  backend = startMockBackend(window.location.origin)
})

afterEach(() => {
  backend.dispose()
  network.restore()
  endSession('signed-out')
})

const settle = { timeout: 5000 }

function renderPage(search: FaqSearch = {}) {
  const onSearchChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <FaqPage search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { onSearchChange }
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab')

describe('FaqPage', () => {
  it('shows the category the URL names, with its questions', async () => {
    startSession(await backend.signIn('admin@demo.com', 'admin'))
    renderPage({ category: 'delivery' })
    const tab = await screen.findByRole('tab', { name: 'Delivery' }, settle)
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(tabs()).toHaveLength(5)
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', {
        name: 'How long does delivery take?',
      }),
    ).toBeInTheDocument()
  })

  it('puts the search text in the URL after a pause, replacing the history entry', async () => {
    startSession(await backend.signIn('admin@demo.com', 'admin'))
    const user = userEvent.setup()
    const { onSearchChange } = renderPage()
    await screen.findByRole('tab', { name: 'Payment' }, settle)
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'voucher')
    await waitFor(() =>
      expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'voucher' }, { replace: true }),
    )
    // Each call carries text typed so far (how many depends on the machine's typing speed).
    for (const [patch] of onSearchChange.mock.calls as [FaqSearch][])
      expect('voucher'.startsWith(patch.q ?? '-')).toBe(true)
  })

  it('narrows to the matching questions, and falls back to the first category found', async () => {
    startSession(await backend.signIn('admin@demo.com', 'admin'))
    renderPage({ q: 'ORDER', category: 'payment' })
    await waitFor(() => expect(tabs()).toHaveLength(3), settle)
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'Delivery',
      'Cancellation & return',
      'My orders',
    ])
    expect(tabs()[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('names the query when nothing matches, and clears it', async () => {
    startSession(await backend.signIn('admin@demo.com', 'admin'))
    const user = userEvent.setup()
    const { onSearchChange } = renderPage({ q: 'tiramisu' })
    expect(
      await screen.findByRole('heading', { name: 'No questions match “tiramisu”' }, settle),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: undefined })
    expect(screen.getByRole('searchbox', { name: 'Search the FAQ' })).toHaveValue('')
  })

  it('shows the error with a retry when the FAQ cannot be read', async () => {
    startSession(await backend.signIn('client@demo.com', 'client'))
    renderPage()
    const alert = await screen.findByRole('alert', {}, settle)
    expect(alert).toHaveTextContent('You are not allowed to do this')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // The contact section is there whatever happens.
    expect(screen.getByRole('link', { name: 'help@tavola.example' })).toBeInTheDocument()
  })
})
