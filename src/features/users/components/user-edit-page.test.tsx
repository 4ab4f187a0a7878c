import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import type { UserEditTab } from '../search'
import { UserEditPage } from './user-edit-page'
import type * as Router from '@tanstack/react-router'

// The page's links need a router; here they are plain anchors.
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  Link: ({
    children,
    to: _to,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { children?: ReactNode; to?: string }) => (
    <a href="#user" {...props}>
      {children}
    </a>
  ),
}))

let backend: MockBackend
let network: StubbedNetwork

beforeEach(async () => {
  network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  backend = startMockBackend(window.location.origin)
  startSession(await backend.signIn('admin@demo.com', 'admin'))
})

afterEach(() => {
  backend.dispose()
  network.restore()
  endSession('signed-out')
})

/** Replaces a field's text (pasted: typing key by key is slow under happy-dom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

function renderPage(id: string, initialTab: UserEditTab = 'account') {
  const onTabChange = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const ui = (tab: UserEditTab) => (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <UserEditPage id={id} tab={tab} onTabChange={onTabChange} />
      </QueryClientProvider>
    </MantineProvider>
  )
  const view = render(ui(initialTab))
  return { onTabChange, rerender: (tab: UserEditTab) => view.rerender(ui(tab)) }
}

// Mantine's Selects and the mock round trips take a few seconds under happy-dom.
describe('UserEditPage', { timeout: 20_000 }, () => {
  it('saves every tab’s fields, clearing the blank optional ones', async () => {
    const user = userEvent.setup()
    const before = backend.tables.users.get(1)
    expect(before?.social?.twitter).toBeTruthy()
    const page = renderPage('1')
    const fullName = await screen.findByRole('textbox', { name: 'Full name' })
    await fill(user, fullName, 'Giulia R. Rossi')

    page.rerender('information')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Portuguese')
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'https://giulia.example')

    page.rerender('social')
    await user.clear(screen.getByRole('textbox', { name: 'Twitter' }))
    await fill(user, screen.getByRole('textbox', { name: 'Facebook' }), 'https://fb.example/giulia')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(backend.tables.users.get(1)?.fullName).toBe('Giulia R. Rossi'), {
      timeout: 5000,
    })
    const saved = backend.tables.users.get(1)
    expect(saved).toMatchObject({
      language: 'Portuguese',
      website: 'https://giulia.example',
      social: { facebook: 'https://fb.example/giulia', linkedIn: before?.social?.linkedIn },
    })
    expect(saved?.social?.twitter).toBeUndefined()
    expect(backend.tables.users.get(2)).toEqual(before && backend.tables.users.get(2))
  })

  it('shows a taken email on its field, keeps what was typed, and changes nothing', async () => {
    const user = userEvent.setup()
    const other = backend.tables.users.get(2)
    const before = structuredClone(backend.tables.users.all())
    renderPage('1')
    const email = await screen.findByRole('textbox', { name: 'Email' })
    await fill(user, email, other?.email ?? '')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('This email is already in use.', {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(email).toHaveValue(other?.email)
    expect(backend.tables.users.all()).toEqual(before)
  })

  it('opens the tab of the first field at fault', async () => {
    const user = userEvent.setup()
    const page = renderPage('1', 'social')
    const twitter = await screen.findByRole('textbox', { name: 'Twitter' })
    await fill(user, twitter, 'nope')
    page.rerender('account')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(page.onTabChange).toHaveBeenCalledWith('social')
  })

  it('says so when the user does not exist', async () => {
    renderPage('999')
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible()
    renderPage('abc')
    expect(await screen.findAllByRole('heading', { name: 'User not found' })).toHaveLength(2)
  })
})
