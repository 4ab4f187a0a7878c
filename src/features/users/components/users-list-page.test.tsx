import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import type { UsersListSearch } from '../search'
import { UsersListPage } from './users-list-page'

async function renderList(search: UsersListSearch = {}, as: RenderPageOptions['as'] = 'admin') {
  const onSearchChange = vi.fn()
  const page = await renderPage(<UsersListPage search={search} onSearchChange={onSearchChange} />, {
    as,
    url: '/apps/user/list',
  })
  return { ...page, onSearchChange }
}

/** Under a loaded machine a delete and its reloads take more than the default second. */
const settle = { timeout: 5000 }

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)

describe('UsersListPage', () => {
  it('shows the counts and the page of users the URL asks for', async () => {
    await renderList({ role: 'editor', page: 2 })
    expect(await screen.findByText('Showing 11 to 12 of 12', {}, settle)).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    for (const row of bodyRows()) expect(row).toHaveTextContent('Editor')
    const total = await screen.findByText('Total users')
    await waitFor(() => expect(total.parentElement).toHaveTextContent('60'), settle)
  })

  it('puts filter changes in the URL, back on page 1', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ page: 3 })
    await screen.findByText('Showing 21 to 30 of 60', {}, settle)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'team')
    expect(onSearchChange).toHaveBeenLastCalledWith({ plan: 'team', page: undefined })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(onSearchChange).toHaveBeenLastCalledWith({ perPage: 50, page: undefined })
  })

  it('says when no user matches, and clears the search and filters', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ q: 'nobody by this name', role: 'admin' })
    const title = await screen.findByText('No users match', {}, settle)
    const status = title.closest<HTMLElement>('[role="status"]') as HTMLElement
    expect(status).toHaveTextContent('Nothing matches “nobody by this name” with these filters.')
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    await user.click(within(status).getByRole('button', { name: 'Clear filters' }))
    expect(onSearchChange).toHaveBeenCalledWith({
      q: undefined,
      role: undefined,
      plan: undefined,
      status: undefined,
      page: undefined,
    })
  })

  it('asks before deleting, and deletes only that user', async () => {
    const user = userEvent.setup()
    const { backend } = await renderList()
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
    await renderList({}, 'client')
    const alerts = await screen.findAllByRole('alert', {}, settle)
    expect(alerts[0]).toHaveTextContent('You are not allowed to do this')
    expect(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeVisible()
  })
})
