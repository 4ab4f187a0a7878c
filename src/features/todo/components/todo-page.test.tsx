import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import type { TodoSearch } from '../schemas'
import { TodoPage } from './todo-page'
import type * as Router from '@tanstack/react-router'

// The sidebar's links need a router; here they are plain anchors.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  Link: ({
    children,
    to: _to,
    search: _search,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & {
    children?: ReactNode
    to?: string
    search?: unknown
  }) => (
    <a href="#todo" {...props}>
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

function renderPage(search: TodoSearch = {}) {
  const onSearchChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <TodoPage search={search} onSearchChange={onSearchChange} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { onSearchChange }
}

describe('TodoPage', () => {
  it('shows a skeleton, then the tasks of the view newest first', async () => {
    await signInAs('admin@demo.com', 'admin')
    renderPage({ filter: 'important' })
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Tasks' })
    const titles = within(list)
      .getAllByRole('button', { name: /^Edit / })
      .map((button) => button.textContent)
    expect(titles[0]).toBe('Taste the autumn menu')
    expect(titles).toContain('Renew the health permit')
    expect(titles).not.toContain('Check the fire extinguishers')
  })

  it('says when no task matches', async () => {
    await signInAs('admin@demo.com', 'admin')
    renderPage({ q: 'nothing like this' })
    expect(await screen.findByText('No tasks here')).toBeInTheDocument()
  })

  it('shows a failed load with a retry (the client account may not read tasks)', async () => {
    await signInAs('client@demo.com', 'client')
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are not allowed to do this')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('completes a task through the mock back end', async () => {
    await signInAs('admin@demo.com', 'admin')
    const user = userEvent.setup()
    renderPage()
    const box = await screen.findByRole('checkbox', { name: 'Done: Check the fire extinguishers' })
    expect(box).not.toBeChecked()
    await user.click(box)
    await vi.waitFor(() => expect(backend.tables.tasks.get(14)?.isCompleted).toBe(true))
    expect(
      await screen.findByRole('checkbox', { name: 'Done: Check the fire extinguishers' }),
    ).toBeChecked()
  })

  it('opens the drawer for a task through the URL', async () => {
    await signInAs('admin@demo.com', 'admin')
    const user = userEvent.setup()
    const { onSearchChange } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Edit Quarterly stock count' }))
    expect(onSearchChange).toHaveBeenCalledWith({ task: 18 })
  })
})
