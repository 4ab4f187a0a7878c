import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import { SearchDialog } from './search-dialog'

const NAME = 'Search pages, files and contacts'

async function renderDialog(as: RenderPageOptions['as'] = 'admin') {
  const onClose = vi.fn()
  const page = await renderPage(<SearchDialog opened onClose={onClose} />, { as })
  return { ...page, onClose, input: screen.getByRole('combobox', { name: NAME }) }
}

const optionsOf = (group: string) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('option')

describe('SearchDialog against the mock back end', () => {
  it('suggests pages before anything is typed, with their bookmark state', async () => {
    await renderDialog()
    const suggestions = await screen.findAllByRole('option')
    expect(suggestions.map((option) => option.textContent)).toEqual([
      'Home, bookmarked/',
      'Access control, bookmarked/access-control',
      'Autocomplete, bookmarked/components/auto-complete',
      'Login v1/pages/login-v1',
    ])
    expect(screen.getByRole('button', { name: 'Bookmark Login v1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('moves with the arrows and opens the chosen page with Enter', async () => {
    const { input, onClose, router } = await renderDialog()
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/register-v2'))
  })

  // Pasted, one input event a term: typing key by key is slow under happy-dom.
  async function pagesFound(input: HTMLElement, typed: string) {
    await userEvent.clear(input)
    await userEvent.paste(typed)
    return optionsOf('Pages').map((option) => option.textContent?.split('/')[0])
  }

  it('finds an app by its menu section or group, each page named with its app', async () => {
    const { input } = await renderDialog()
    await screen.findAllByRole('option')
    expect(await pagesFound(input, 'invoice')).toEqual([
      'Invoice list',
      'Invoice preview',
      'Invoice edit',
      'Add invoice',
    ])
    expect(await pagesFound(input, 'users')).toEqual(['User list', 'User view', 'User edit'])
    expect(await pagesFound(input, 'apps')).toEqual(['Email', 'Chat', 'To-do list', 'Calendar'])
  })

  it('finds an app by a common synonym of its name', async () => {
    const { input } = await renderDialog()
    await screen.findAllByRole('option')
    expect(await pagesFound(input, 'mail')).toContain('Email')
    expect(await pagesFound(input, 'tasks')).toEqual(['To-do list'])
    expect(await pagesFound(input, 'events')).toEqual(['Calendar'])
    expect(await pagesFound(input, 'billing')).toEqual(['Invoice list'])
    expect(await pagesFound(input, 'cart')).toEqual(['Checkout'])
    expect(await pagesFound(input, 'password')).toContain('Account settings')
  })

  it('shows at most 4 results per group and says when nothing matches', async () => {
    const { input } = await renderDialog()
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
    const { input, backend } = await renderDialog()
    await screen.findAllByRole('option')
    await userEvent.type(input, 'maintenance')
    const star = screen.getByRole('button', { name: 'Bookmark Under maintenance' })
    expect(star).toHaveAttribute('aria-pressed', 'false')

    await userEvent.keyboard('{Control>}b{/Control}')
    expect(await screen.findByText('Under maintenance bookmarked')).toBeInTheDocument()
    expect(star).toHaveAttribute('aria-pressed', 'true')
    const page = backend.db.searchPages.find((p) => p.link === '/misc/maintenance')
    const flips = () => backend.tables.bookmarkFlips.all()
    // The account's own bookmark: the page is not bookmarked by default.
    expect(page?.isBookmarked).toBe(false)
    expect(flips().map((flip) => flip.target)).toEqual([page?.target])

    await userEvent.click(star)
    expect(await screen.findByText('Under maintenance removed from bookmarks')).toBeInTheDocument()
    expect(star).toHaveAttribute('aria-pressed', 'false')
    expect(flips()).toEqual([])
    expect(input).toHaveValue('maintenance')
  })

  it('offers the client only the pages its ability allows', async () => {
    const { input } = await renderDialog('client')
    await screen.findAllByRole('option')
    await userEvent.type(input, 'o')
    const pages = optionsOf('Pages').map((option) => option.textContent)
    expect(pages.join(' ')).not.toMatch(/Home|Autocomplete/)
    await userEvent.clear(input)
    await userEvent.type(input, 'home')
    expect(screen.getByRole('status')).toHaveTextContent('No results for “home”')
  })
})
