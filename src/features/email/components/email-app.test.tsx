import { useQueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import { markOpenedEmailRead } from '../api/mark-opened-read'
import { EmailApp, type EmailSearch } from './email-app'

/** Stands in for the route: keeps the search in state and, like its loader, marks an opened mail read. */
async function renderEmail(initial: EmailSearch = {}, as: RenderPageOptions['as'] = 'admin') {
  const seen: EmailSearch[] = []
  function Harness() {
    const queryClient = useQueryClient()
    const [search, setSearch] = useState<EmailSearch>(initial)
    return (
      <EmailApp
        search={search}
        onSearch={(next) => {
          const { id, folder, label, q } = { ...search, ...next }
          if (id !== undefined) void markOpenedEmailRead(queryClient, id, { folder, label, q })
          setSearch((previous) => {
            const merged = { ...previous, ...next }
            seen.push(merged)
            return merged
          })
        }}
      />
    )
  }
  const page = await renderPage(<Harness />, { as, url: '/apps/email' })
  return { ...page, seen }
}

function folders(): HTMLElement {
  const [nav] = screen.getAllByRole('navigation', { name: 'Mail folders' })
  if (!nav) throw new Error('no folder navigation')
  return nav
}

async function rowOf(subject: string): Promise<HTMLElement> {
  const row = (await screen.findByText(subject, { exact: false, selector: 'p' })).closest('li')
  if (!row) throw new Error(`no row for ${subject}`)
  return row
}

describe('EmailApp', () => {
  it('lists the inbox with its badges, and opening an unread mail reads it', async () => {
    const { seen, backend } = await renderEmail()
    const list = await screen.findByRole('list', { name: 'Inbox' })
    // The first rows come with the answer, the rest in a background render.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(14))
    expect(within(folders()).getByRole('button', { name: 'Inbox, 6 unread' })).toBeVisible()
    expect(within(folders()).getByRole('button', { name: 'Draft, 3 drafts' })).toBeVisible()
    expect(within(folders()).getByRole('button', { name: 'Spam, 2 unread' })).toBeVisible()

    const row = await rowOf('Walk-in fridge temperature log')
    await userEvent.click(within(row).getByRole('button', { name: /^Unread: Kenji Sato/ }))
    expect(seen.at(-1)).toEqual({ id: 2 })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Walk-in fridge temperature log' }),
    ).toBeVisible()
    await waitFor(() =>
      expect(within(folders()).getByRole('button', { name: 'Inbox, 5 unread' })).toBeVisible(),
    )
    expect(backend.tables.emails.get(2)?.isRead).toBe(true)
  })

  it('moves the selected mails to trash', async () => {
    const { backend } = await renderEmail()
    await screen.findByRole('list', { name: 'Inbox' })
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select “Broken chair at table 12”' }),
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Rota for next week”' }))
    expect(screen.getByText('2 selected')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Inbox' }).querySelectorAll('li')).toHaveLength(12),
    )
    expect(backend.tables.emails.get(11)?.folder).toBe('trash')
    expect(backend.tables.emails.get(3)?.folder).toBe('trash')
  }, 20_000)

  // The script and onerror mail is checked in Chromium (tests/e2e/email.spec.ts): happy-dom
  // cannot run DOMPurify, and SafeHtml has its own tests in jsdom.
  it('opens a mail from the URL with its neighbours in the list it came from', async () => {
    await renderEmail({ folder: 'spam', id: 21 })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your account needs attention' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Previous mail' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next mail' })).toBeEnabled()
  })

  it('shows an error with a retry when the list cannot be loaded', async () => {
    await renderEmail({}, 'client')
    expect(await screen.findByRole('alert')).toHaveTextContent('The mail could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
