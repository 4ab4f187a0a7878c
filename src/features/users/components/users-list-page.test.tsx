import { screen, within } from '@testing-library/react'
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

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0)

describe('UsersListPage', () => {
  it('shows the counts and the page of users the URL asks for', async () => {
    await renderList({ role: 'editor', page: 2 })
    expect(screen.getByText('Showing 11 to 12 of 12')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    for (const row of bodyRows()) expect(row).toHaveTextContent('Editor')
    expect(screen.getByText('Total users').parentElement).toHaveTextContent('60')
  })

  it('puts filter changes in the URL, back on page 1', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ page: 3 })
    expect(screen.getByText('Showing 21 to 30 of 60')).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'team')
    expect(onSearchChange).toHaveBeenLastCalledWith({ plan: 'team', page: undefined })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50')
    expect(onSearchChange).toHaveBeenLastCalledWith({ perPage: 50, page: undefined })
  })

  it('says when no user matches, and clears the search and filters', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ q: 'nobody by this name', role: 'admin' })
    const title = screen.getByText('No users match')
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
    const { backend, settled } = await renderList()
    const before = backend.tables.users.all().length
    await user.click(screen.getByRole('button', { name: 'Delete Ana Laurent' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(backend.tables.users.all()).toHaveLength(before)

    await user.click(screen.getByRole('button', { name: 'Delete Ana Laurent' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete user?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    // Everything the delete set off: the request, the lists' and counts' reloads.
    await settled()
    expect(backend.tables.users.all()).toHaveLength(before - 1)
    expect(backend.tables.users.find((u) => u.fullName === 'Ana Laurent')).toBeUndefined()
    expect(screen.queryByRole('button', { name: 'Delete Ana Laurent' })).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Total users').parentElement).toHaveTextContent(String(before - 1))
    expect(screen.getByText(`Showing 1 to 10 of ${String(before - 1)}`)).toBeInTheDocument()
  })

  it('shows a failed load with a retry (the client account may not read users)', async () => {
    await renderList({}, 'client')
    const alerts = screen.getAllByRole('alert')
    expect(alerts[0]).toHaveTextContent('You are not allowed to do this')
    expect(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeVisible()
  })
})
