import { CatchNotFound, isNotFound, type NotFoundError } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '@/test/render-page'
import type { UserEditTab } from '../search'
import { UserEditPage } from './user-edit-page'
import { UserNotFound } from './user-not-found'

/** Replaces a field's text (pasted: typing key by key is slow under happy-dom). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

async function renderEdit(id: number, initialTab: UserEditTab = 'account') {
  const onTabChange = vi.fn()
  const ui = (tab: UserEditTab) => <UserEditPage id={id} tab={tab} onTabChange={onTabChange} />
  const page = await renderPage(ui(initialTab), { url: `/apps/user/edit/${String(id)}` })
  return { ...page, onTabChange, rerender: (tab: UserEditTab) => page.rerender(ui(tab)) }
}

describe('UserEditPage', () => {
  it('saves the fields of two tabs together', async () => {
    const user = userEvent.setup()
    const page = await renderEdit(1)
    const { backend } = page
    const before = backend.tables.users.get(1)
    const fullName = screen.getByRole('textbox', { name: 'Full name' })
    await fill(user, fullName, 'Giulia R. Rossi')

    page.rerender('information')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Portuguese')
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'https://giulia.example')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await page.settled()
    expect(backend.tables.users.get(1)?.fullName).toBe('Giulia R. Rossi')
    expect(backend.tables.users.get(1)).toMatchObject({
      language: 'Portuguese',
      website: 'https://giulia.example',
      social: before?.social,
    })
    expect(backend.tables.users.get(2)).toEqual(before && backend.tables.users.get(2))
  })

  it('saves the social tab, clearing the blank optional ones', async () => {
    const user = userEvent.setup()
    const { backend, settled } = await renderEdit(1, 'social')
    const before = backend.tables.users.get(1)
    expect(before?.social?.twitter).toBeTruthy()
    await user.clear(screen.getByRole('textbox', { name: 'Twitter' }))
    await fill(user, screen.getByRole('textbox', { name: 'Facebook' }), 'https://fb.example/giulia')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await settled()
    expect(backend.tables.users.get(1)?.social?.facebook).toBe('https://fb.example/giulia')
    const saved = backend.tables.users.get(1)
    expect(saved?.social).toMatchObject({ linkedIn: before?.social?.linkedIn })
    expect(saved?.social?.twitter).toBeUndefined()
    expect(saved?.fullName).toBe(before?.fullName)
  })

  it('shows a taken email on its field, keeps what was typed, and changes nothing', async () => {
    const user = userEvent.setup()
    const { backend, settled } = await renderEdit(1)
    const other = backend.tables.users.get(2)
    const before = structuredClone(backend.tables.users.all())
    const email = screen.getByRole('textbox', { name: 'Email' })
    await fill(user, email, other?.email ?? '')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await settled()
    expect(screen.getByText('This email is already in use.')).toBeVisible()
    expect(email).toHaveValue(other?.email)
    expect(backend.tables.users.all()).toEqual(before)
  })

  it('opens the tab of the first field at fault', async () => {
    const user = userEvent.setup()
    const page = await renderEdit(1, 'social')
    const twitter = screen.getByRole('textbox', { name: 'Twitter' })
    await fill(user, twitter, 'nope')
    page.rerender('account')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(page.onTabChange).toHaveBeenCalledWith('social')
  })

  // The route parses the id and loads the user first (a missing one never reaches the page);
  // a user who is gone while the page is open (a refetch answers 404) is the route's not-found
  // page too: the page throws notFound() and the route's boundary, here CatchNotFound, draws it.
  it('hands a user who does not exist to the route’s not-found page', async () => {
    // React reports the error its boundary caught: only the not-found is expected.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let caught: NotFoundError | undefined
    await renderPage(
      <CatchNotFound
        fallback={(error) => {
          caught = error
          return <UserNotFound />
        }}
      >
        <UserEditPage id={999} tab="account" onTabChange={vi.fn()} />
      </CatchNotFound>,
      { url: '/apps/user/edit/999' },
    )
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeVisible()
    expect(caught?.data).toEqual({ id: 999 })
    expect(reported.mock.calls.every((args) => args.some((arg) => isNotFound(arg)))).toBe(true)
  })
})
