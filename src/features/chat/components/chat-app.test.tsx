import { useNavigate, useSearch } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '@/test/render-page'
import { ChatApp } from './chat-app'

/** The chat app driven by the URL's search params, as its route drives it. */
function ChatRoute() {
  const { contact, q } = useSearch({ strict: false }) as { contact?: unknown; q?: unknown }
  const navigate = useNavigate()
  return (
    <ChatApp
      contactId={typeof contact === 'number' ? contact : undefined}
      search={typeof q === 'string' ? q : ''}
      onSearchChange={(text) =>
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, q: text || undefined }),
          replace: true,
        })
      }
      onClose={() =>
        void navigate({
          to: '.',
          search: (prev: Record<string, unknown>) => ({ ...prev, contact: undefined }),
        })
      }
    />
  )
}

const renderChat = (url = '/apps/chat') => renderPage(<ChatRoute />, { url })

const chats = () => screen.getByRole('region', { name: 'Chats' })

describe('ChatApp', () => {
  it('asks to start a conversation, then opens one and clears its unseen badge', async () => {
    const { router, backend } = await renderChat()
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
    const { backend } = await renderChat('/apps/chat?contact=2')
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
    await renderChat('/apps/chat?q=chef')
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
    await renderChat('/apps/chat?contact=999')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Contact not found')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
