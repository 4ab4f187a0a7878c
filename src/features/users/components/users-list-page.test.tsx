import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import type { UsersListSearch } from '../search'
import { UsersListPage } from './users-list-page'
import type * as Router from '@tanstack/react-router'

// The rows' links need a router; here they are plain anchors.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  Link: ({
    children,
    to,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { children?: ReactNode; to?: string }) => (
    <a href={to} {...props}>
      {children}
    </a>
  ),
}))

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

async function signInAs(email: string, password: string) {
  startSession(await backend.signIn(email, password))
}

function renderPage(search: UsersListSearch = {}) {
  const onSearchChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <UsersListPage search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { onSearchChange }
}

/** Under a loaded machine a delete and its reloads take more than the default second. */
const settle = { timeout: 5000 }

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)

describe('UsersListPage', () => {
  it('shows the counts and the page of users the URL asks for', async () => {
    await signInAs('admin@demo.com', 'admin')
    renderPage({ role: 'editor', page: 2 })
    expect(await screen.findByText('Showing 11 to 12 of 12', {}, settle)).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    for (const row of bodyRows()) expect(row).toHaveTextContent('Editor')
    const total = await screen.findByText('Total users')
    await waitFor(() => expect(total.parentElement).toHaveTextContent('60'), settle)
  })

  it('puts filter changes in the URL, back on page 1', async () => {
    await signInAs('admin@demo.com', 'admin')
    const user = userEvent.setup()
    const { onSearchChange } = renderPage({ page: 3 })
    await screen.findByText('Showing 21 to 30 of 60', {}, settle)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'team')
    expect(onSearchChange).toHaveBeenLastCalledWith({ plan: 'team', page: undefined })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(onSearchChange).toHaveBeenLastCalledWith({ perPage: 50, page: undefined })
  })

  it('says when no user matches', async () => {
    await signInAs('admin@demo.com', 'admin')
    renderPage({ q: 'nobody by this name' })
    expect(await screen.findByText('No users match these filters.', {}, settle)).toBeInTheDocument()
  })

  it('asks before deleting, and deletes only that user', async () => {
    await signInAs('admin@demo.com', 'admin')
    const user = userEvent.setup()
    renderPage()
    const before = backend.tables.users.all().length
    await user.click(await screen.findByRole('button', { name: 'Delete Ana Laurent' }, settle))
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(backend.tables.users.all()).toHaveLength(before)

    await user.click(screen.getByRole('button', { name: 'Delete Ana Laurent' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete user?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(backend.tables.users.all()).toHaveLength(before - 1), settle)
    expect(backend.tables.users.find((u) => u.fullName === 'Ana Laurent')).toBeUndefined()
    await waitFor(
      () =>
        expect(
          screen.queryByRole('button', { name: 'Delete Ana Laurent' }),
        ).not.toBeInTheDocument(),
      settle,
    )
    // Everything the delete set off has settled: the dialog closed, the counts reloaded.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), settle)
    await waitFor(
      () =>
        expect(screen.getByText('Total users').parentElement).toHaveTextContent(String(before - 1)),
      settle,
    )
    await screen.findByText(`Showing 1 to 10 of ${String(before - 1)}`, {}, settle)
  })

  it('shows a failed load with a retry (the client account may not read users)', async () => {
    await signInAs('client@demo.com', 'client')
    renderPage()
    const alerts = await screen.findAllByRole('alert', {}, settle)
    expect(alerts[0]).toHaveTextContent('You are not allowed to do this')
    expect(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeVisible()
  })
})
