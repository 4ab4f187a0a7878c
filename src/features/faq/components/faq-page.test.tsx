import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import type { FaqSearch } from '../search'
import { FaqPage } from './faq-page'

async function renderFaq(search: FaqSearch = {}, as: RenderPageOptions['as'] = 'admin') {
  const onSearchChange = vi.fn()
  const page = await renderPage(<FaqPage search={search} onSearchChange={onSearchChange} />, {
    as,
    url: '/pages/faq',
  })
  return { ...page, onSearchChange }
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Categories' })).getAllByRole('tab')

describe('FaqPage', () => {
  it('shows the category the URL names, with its questions', async () => {
    await renderFaq({ category: 'delivery' })
    const tab = screen.getByRole('tab', { name: 'Delivery' })
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(tabs()).toHaveLength(5)
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', {
        name: 'How long does delivery take?',
      }),
    ).toBeInTheDocument()
  })

  it('puts the search text in the URL after a pause, replacing the history entry', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderFaq()
    expect(screen.getByRole('tab', { name: 'Payment' })).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search the FAQ' }), 'voucher')
    await waitFor(() =>
      expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'voucher' }, { replace: true }),
    )
    // Each call carries text typed so far (how many depends on the machine's typing speed).
    for (const [patch] of onSearchChange.mock.calls as [FaqSearch][])
      expect('voucher'.startsWith(patch.q ?? '-')).toBe(true)
  })

  it('narrows to the matching questions, and falls back to the first category found', async () => {
    await renderFaq({ q: 'ORDER', category: 'payment' })
    expect(tabs()).toHaveLength(3)
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'Delivery',
      'Cancellation & return',
      'My orders',
    ])
    expect(tabs()[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('names the query when nothing matches, and clears it', async () => {
    const user = userEvent.setup()
    const { onSearchChange, rerender } = await renderFaq({ q: 'tiramisu' })
    expect(
      screen.getByRole('heading', { name: 'No questions match “tiramisu”' }),
    ).toBeInTheDocument()
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' })
    expect(box).toHaveValue('tiramisu')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: undefined })
    // The URL loses its query, and the box follows it.
    rerender(<FaqPage search={{}} onSearchChange={onSearchChange} />)
    expect(box).toHaveValue('')
  })

  it('shows the error with a retry when the FAQ cannot be read', async () => {
    await renderFaq({}, 'client')
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('You are not allowed to do this')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // The contact section is there whatever happens.
    expect(screen.getByRole('link', { name: 'help@tavola.example' })).toBeInTheDocument()
  })
})
