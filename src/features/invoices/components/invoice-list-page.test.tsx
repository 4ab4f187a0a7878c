import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '@/test/render-page'
import type { InvoiceListSearch } from '../search'
import { ClientInvoices } from './client-invoices'
import { InvoiceListPage } from './invoice-list-page'

async function renderList(search: InvoiceListSearch = {}) {
  const onSearchChange = vi.fn()
  const page = await renderPage(
    <InvoiceListPage search={search} onSearchChange={onSearchChange} />,
    { url: '/apps/invoice/list' },
  )
  return { ...page, onSearchChange }
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1)

describe('InvoiceListPage', () => {
  it('shows the newest 10 invoices with money, dates and a Paid badge for zero balances', async () => {
    await renderList()
    const rows = bodyRows()
    expect(rows).toHaveLength(10)
    expect(rows[0]).toHaveTextContent('#5015')
    expect(screen.getByText('Showing 1 to 10 of 56')).toBeInTheDocument()
    // #5014 is Paid with a balance of 0.
    expect(within(rows[1] as HTMLElement).getByText('Paid')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Paid' })).toBeInTheDocument()
    expect(rows[0]).toHaveTextContent(/\$[\d,]+\.\d\d/)
  })

  it('asks the server for the status, search and page of the URL', async () => {
    const { backend } = await renderList({ status: 'Past Due', perPage: 25 })
    const rows = bodyRows()
    const expected = backend.tables.invoices.all().filter((i) => i.invoiceStatus === 'Past Due')
    expect(rows).toHaveLength(expected.length)
    for (const row of rows) expect(within(row).getByRole('img', { name: 'Past Due' })).toBeVisible()
  })

  it('puts a chosen page size in the URL, back on page 1', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ page: 3 })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    expect(onSearchChange).toHaveBeenCalledWith({ perPage: 25, page: undefined })
  })

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderList({ q: 'nobody like this' })
    const title = screen.getByText('No invoices match')
    const status = title.closest<HTMLElement>('[role="status"]') as HTMLElement
    expect(status).toHaveTextContent('Nothing matches “nobody like this”. Clear the search')
    // No "Showing 0 to 0 of 0" under it.
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    await user.click(within(status).getByRole('button', { name: 'Clear filters' }))
    expect(onSearchChange).toHaveBeenCalledWith({
      q: undefined,
      status: undefined,
      page: undefined,
    })
  })

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup()
    const { backend, settled } = await renderList()
    await user.click(screen.getByRole('button', { name: 'Delete invoice #5015' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(backend.tables.invoices.get(5015)).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Delete invoice #5015' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete invoice?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await settled()
    expect(backend.tables.invoices.get(5015)).toBeUndefined()
    expect(backend.tables.invoices.all()).toHaveLength(55)
    expect(screen.getByText('Showing 1 to 10 of 55')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('ClientInvoices', () => {
  it("lists that client's invoices, each linking to its preview", async () => {
    // The client's name comes from the page's own store, so the page is shown once that exists.
    const { backend, rerender, settled } = await renderPage(<></>, { url: '/apps/invoice/list' })
    const name = backend.tables.invoices.get(5010)?.client.name ?? ''
    const expected = backend.tables.invoices.all().filter((i) => i.client.name === name)
    rerender(<ClientInvoices clientName={name} />)
    await settled()
    const table = screen.getByRole('table', { name: `Invoices of ${name}` })
    const links = within(table).getAllByRole('link', { name: /^Preview invoice/ })
    expect(links).toHaveLength(expected.length)
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      expected.map((i) => `/apps/invoice/preview/${String(i.id)}`).sort(),
    )
  })

  it('says when the client has none', async () => {
    await renderPage(<ClientInvoices clientName="Nobody Known" />)
    expect(screen.getByText('No invoices for this client.')).toBeInTheDocument()
  })
})
