import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { AlertsDemo } from './alerts-demo'
import { BlockUiDemo } from './block-ui-demo'
import { ModalsDemo } from './modals-demo'
import { PaginationDemo } from './pagination-demo'

const section = (name: string) => screen.getByRole('region', { name })

// Whole pages render here, and the machine running them may be busy.
vi.setConfig({ testTimeout: 30_000 })

describe('AlertsDemo', () => {
  it('dismisses alerts one by one and brings them all back', async () => {
    renderWithProviders(<AlertsDemo />)
    const dismissible = section('Dismissible')
    expect(within(dismissible).getAllByRole('alert')).toHaveLength(4)
    const restore = within(dismissible).getByRole('button', { name: 'Show dismissed alerts (0)' })
    expect(restore).toBeDisabled()

    await userEvent.click(within(dismissible).getByRole('button', { name: 'Dismiss: Low stock' }))
    await userEvent.click(
      within(dismissible).getByRole('button', { name: 'Dismiss: Payment declined' }),
    )
    expect(within(dismissible).getAllByRole('alert')).toHaveLength(2)
    expect(within(dismissible).queryByText('Low stock')).not.toBeInTheDocument()

    await userEvent.click(
      within(dismissible).getByRole('button', { name: 'Show dismissed alerts (2)' }),
    )
    expect(within(dismissible).getAllByRole('alert')).toHaveLength(4)
  })
})

describe('BlockUiDemo', () => {
  it('blocks the card for two seconds, keeping focus out, then lets go', async () => {
    // The demo's clock, so the two seconds are exactly two seconds whatever the machine's load.
    vi.useFakeTimers()
    renderWithProviders(<BlockUiDemo />)
    const card = screen.getByRole('region', { name: 'Open orders' })
    expect(card).toHaveAttribute('aria-busy', 'false')
    fireEvent.click(screen.getByRole('button', { name: 'Refresh open orders' }))
    expect(card).toHaveAttribute('aria-busy', 'true')
    expect(card.querySelector('[inert]')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1999))
    expect(card).toHaveAttribute('aria-busy', 'true')
    act(() => vi.advanceTimersByTime(1))
    expect(card).toHaveAttribute('aria-busy', 'false')
    expect(card.querySelector('[inert]')).toBeNull()
  })

  it('keeps the till blocked until Unblock', async () => {
    renderWithProviders(<BlockUiDemo />)
    const till = screen.getByRole('region', { name: 'Till' })
    await userEvent.click(screen.getByRole('button', { name: 'Close the till' }))
    expect(till).toHaveAttribute('aria-busy', 'true')
    expect(within(till).getByText('Counting the till…')).toBeVisible()
    await userEvent.click(within(till).getByRole('button', { name: 'Unblock' }))
    expect(till).toHaveAttribute('aria-busy', 'false')
  })
})

describe('PaginationDemo', () => {
  it('shows five reservations a page and moves through them', async () => {
    renderWithProviders(<PaginationDemo />)
    const basic = section('Basic')
    const table = () => within(basic).getByRole('table')
    expect(within(table()).getAllByRole('row')).toHaveLength(6)
    expect(table()).toHaveTextContent('Anna Weber')
    await userEvent.click(within(basic).getByRole('button', { name: 'Page 6' }))
    // 27 reservations: the last page has two.
    expect(within(table()).getAllByRole('row')).toHaveLength(3)
    expect(table()).toHaveAccessibleName('Reservations, page 6 of 6')
    expect(table()).toHaveTextContent('Marta Carvalho')
    expect(table()).not.toHaveTextContent('Anna Weber')
  })

  it('changes the page size of the data table pager and starts again at page 1', async () => {
    renderWithProviders(<PaginationDemo />)
    const pager = section("The data table's pager")
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }))
    expect(within(pager).getByText('Showing 21 to 27 of 27')).toBeInTheDocument()
    await userEvent.selectOptions(
      within(pager).getByRole('combobox', { name: 'Rows per page' }),
      '25',
    )
    expect(within(pager).getByText('Showing 1 to 25 of 27')).toBeInTheDocument()
  })
})

describe('ModalsDemo', () => {
  it('asks for the guest name before booking and keeps what was typed', async () => {
    renderWithProviders(<ModalsDemo />)
    await userEvent.click(screen.getByRole('button', { name: 'New reservation' }))
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(within(dialog).getByText('Enter the guest’s name')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Léa Martin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }))
    expect(await screen.findByText('Booked: Léa Martin')).toBeInTheDocument()
  })
})
