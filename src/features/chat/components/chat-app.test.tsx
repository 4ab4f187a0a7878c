import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod/mini'
import { loginResponseSchema } from '@/contract/auth'
import { apiRequest } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { endSession, startSession } from '@/lib/session'
import { startMockBackend, type MockBackend } from '@/test/mock-backend'
import { stubNetwork, type StubbedNetwork } from '@/test/network'
import { renderWithProviders } from '@/test/render'
import { ChatApp } from './chat-app'

let backend: MockBackend
let network: StubbedNetwork

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens on it for font loads.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
})

beforeEach(async () => {
  localStorage.clear()
  network = stubNetwork(() => {
    throw new TypeError('offline')
  })
  backend = startMockBackend(window.location.origin)
  const session = await apiRequest('/jwt/login', {
    method: 'POST',
    body: { email: 'admin@demo.com', password: 'admin' },
    schema: loginResponseSchema,
    auth: false,
  })
  startSession(session)
})

afterEach(() => {
  endSession('signed-out')
  backend.dispose()
  network.restore()
  localStorage.clear()
})

/** The chat app under a router like the app's own route (the search params drive it). */
function renderChat(path = '/apps/chat') {
  const rootRoute = createRootRoute({ component: Outlet })
  const chatRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/apps/chat',
    validateSearch: z.object({
      contact: z.catch(z.optional(z.number()), undefined),
      q: z.catch(z.optional(z.string()), undefined),
    }),
    component: function ChatRoute() {
      const { contact, q } = chatRoute.useSearch()
      const navigate = chatRoute.useNavigate()
      return (
        <ChatApp
          contactId={contact}
          search={q ?? ''}
          onSearchChange={(text) =>
            void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })
          }
          onClose={() => void navigate({ search: (prev) => ({ ...prev, contact: undefined }) })}
        />
      )
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([chatRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const chats = () => screen.getByRole('region', { name: 'Chats' })

describe('ChatApp', () => {
  it('asks to start a conversation, then opens one and clears its unseen badge', async () => {
    const router = renderChat()
    expect(await screen.findByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    const list = await screen.findByRole('region', { name: 'Chats' })
    const sofia = await within(list).findByRole('link', { name: /Sofia Romano/ })
    expect(sofia).toHaveTextContent('2 unread')

    await userEvent.click(sofia)
    expect(router.state.location.search).toEqual({ contact: 5 })
    const log = await screen.findByRole('log', { name: 'Messages with Sofia Romano' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(log).toHaveTextContent('We need one more runner on Fridays.'))
    await waitFor(() =>
      expect(within(chats()).getByRole('link', { name: /Sofia Romano/ })).not.toHaveTextContent(
        'unread',
      ),
    )
    expect(backend.tables.chats.find((chat) => chat.userId === 5)?.unseenMsgs).toBe(0)
  })

  it('sends with Enter, keeps Shift+Enter as a new line, and shows text as text', async () => {
    renderChat('/apps/chat?contact=2')
    const box = await screen.findByRole('textbox', { name: 'Message to Marco Rossi' })
    await userEvent.type(box, '<b>Peas</b>{Shift>}{Enter}{/Shift}not asparagus')
    expect(box).toHaveValue('<b>Peas</b>\nnot asparagus')
    await userEvent.type(box, '{Enter}')

    const log = screen.getByRole('log')
    await waitFor(() => expect(box).toHaveValue(''))
    const bubbles = within(log).getAllByTestId('chat-message')
    expect(bubbles.at(-1)?.textContent).toBe('<b>Peas</b>\nnot asparagus')
    expect(log.querySelector('b')).toBeNull()
    expect(backend.tables.chats.get(1)?.chat.at(-1)?.message).toBe('<b>Peas</b>\nnot asparagus')
  })

  it('filters chats and contacts by the search text', async () => {
    renderChat('/apps/chat?q=chef')
    const contacts = await screen.findByRole('region', { name: 'Contacts' })
    // Marco (Head Chef), Giulia (Pastry Chef) and Paolo (Sous Chef).
    await waitFor(() => expect(within(contacts).getAllByRole('link')).toHaveLength(3))
    expect(
      within(chats())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Marco Rossi'), expect.stringContaining('Giulia Bianchi')])
  })

  it('shows an unknown contact as an error with a retry', async () => {
    renderChat('/apps/chat?contact=999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Contact not found')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
