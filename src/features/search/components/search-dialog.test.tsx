import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/lib/i18n'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import { SearchDialog } from './search-dialog'
import type * as Router from '@tanstack/react-router'

const navigate = vi.fn()
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  useNavigate: () => navigate,
}))

const NAME = 'Search pages, files and contacts'
let backend: MockBackend
let network: StubbedNetwork

beforeAll(() => initI18n())

beforeEach(() => {
  navigate.mockReset()
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

async function signInAs(email: string, password: string) {
  startSession(await backend.signIn(email, password))
}

function renderDialog() {
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <SearchDialog opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { onClose, input: screen.getByRole('combobox', { name: NAME }) }
}

const optionsOf = (group: string) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('option')

describe('SearchDialog against the mock back end', () => {
  it('suggests pages before anything is typed, with their bookmark state', async () => {
    await signInAs('admin@demo.com', 'admin')
    renderDialog()
    const suggestions = await screen.findAllByRole('option')
    expect(suggestions.map((option) => option.textContent)).toEqual([
      'Home, bookmarked/',
      'Access Control, bookmarked/access-control',
      'Autocomplete, bookmarked/components/auto-complete',
      'Login v1/pages/login-v1',
    ])
    expect(screen.getByRole('button', { name: 'Bookmark Login v1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('moves with the arrows and opens the chosen page with Enter', async () => {
    await signInAs('admin@demo.com', 'admin')
    const { input, onClose } = renderDialog()
    await screen.findAllByRole('option')
    await userEvent.type(input, 'register')
    expect(optionsOf('Pages')).toHaveLength(2)
    expect(optionsOf('Pages')[0]).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{ArrowDown}')
    const second = optionsOf('Pages')[1]
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', second?.id)
    await userEvent.keyboard('{ArrowDown}')
    expect(optionsOf('Pages')[0]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}{Enter}')

    expect(onClose).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith({ to: '/pages/register-v2' })
  })

  it('shows at most 4 results per group and says when nothing matches', async () => {
    await signInAs('admin@demo.com', 'admin')
    const { input } = renderDialog()
    await screen.findAllByRole('option')
    await userEvent.type(input, 'a')
    for (const group of ['Pages', 'Files', 'Contacts']) expect(optionsOf(group)).toHaveLength(4)
    expect(screen.getByRole('status')).toHaveTextContent('Results: 12')

    await userEvent.type(input, 'qqq')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No results for “aqqq”')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('toggles the highlighted page’s bookmark with Ctrl+B, on the server too', async () => {
    await signInAs('admin@demo.com', 'admin')
    const { input } = renderDialog()
    await screen.findAllByRole('option')
    await userEvent.type(input, 'maintenance')
    const star = screen.getByRole('button', { name: 'Bookmark Maintenance' })
    expect(star).toHaveAttribute('aria-pressed', 'false')

    await userEvent.keyboard('{Control>}b{/Control}')
    expect(await screen.findByText('Maintenance bookmarked')).toBeInTheDocument()
    expect(star).toHaveAttribute('aria-pressed', 'true')
    const page = backend.db.searchPages.find((p) => p.link === '/misc/maintenance')
    expect(page?.isBookmarked).toBe(true)

    await userEvent.click(star)
    expect(await screen.findByText('Maintenance removed from bookmarks')).toBeInTheDocument()
    expect(star).toHaveAttribute('aria-pressed', 'false')
    expect(backend.db.searchPages.get(page?.id ?? 0)?.isBookmarked).toBe(false)
    expect(input).toHaveValue('maintenance')
  })

  it('offers the client only the pages its ability allows', async () => {
    await signInAs('client@demo.com', 'client')
    const { input } = renderDialog()
    await screen.findAllByRole('option')
    await userEvent.type(input, 'o')
    const pages = optionsOf('Pages').map((option) => option.textContent)
    expect(pages.join(' ')).not.toMatch(/Home|Autocomplete/)
    await userEvent.clear(input)
    await userEvent.type(input, 'home')
    expect(screen.getByRole('status')).toHaveTextContent('No results for “home”')
  })
})
