import { useQuery } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onTestFinished } from 'vitest'
import { renderPage } from '@/test/render-page'
import { CardFrame } from './card-frame'
import { SegmentsCard, SupportTrackerCard } from './cards'

let calls = 0

/** A card whose query fails the first time and answers the second. */
function FlakyCard() {
  const query = useQuery({
    queryKey: ['dashboards', 'flaky'],
    queryFn: async () => {
      calls += 1
      if (calls === 1) throw new Error('The kitchen printer is offline')
      return { title: 'Tickets', total: 42 }
    },
  })
  return (
    <CardFrame title="Tickets" query={query}>
      {(card) => <p>{card.total} open</p>}
    </CardFrame>
  )
}

describe('dashboard cards', () => {
  it('shows a skeleton, then an error with a retry that loads the card', async () => {
    calls = 0
    await renderPage(<FlakyCard />, { settle: false })
    expect(screen.getByRole('status', { name: 'Loading Tickets' })).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Tickets could not be loaded')
    expect(alert).toHaveTextContent('The kitchen printer is offline')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('42 open')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('gives a chart a table of its figures for screen readers', async () => {
    // Where the browser cannot tell whether a chart is near the screen, it draws at once.
    vi.stubGlobal('IntersectionObserver', undefined)
    onTestFinished(() => void vi.unstubAllGlobals())
    await renderPage(<SegmentsCard name="sessions-device" />)
    const table = await screen.findByRole('table', { name: 'Bookings by device' })
    const rows = within(table).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'PartValueChange',
      'Phone712+6.1%',
      'Desktop251-2.3%',
      'Tablet83+1.4%',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings by device' })).toBeVisible()
    // The drawing beside it: one ring segment per part, hidden from assistive technology.
    const drawing = document.querySelector('[data-chart]')
    expect(drawing).toHaveAttribute('aria-hidden', 'true')
    expect(drawing?.querySelectorAll('svg path')).toHaveLength(3)
  })

  it('shows the support figures the back end answers', async () => {
    const { backend } = await renderPage(<SupportTrackerCard />)
    expect(await screen.findByText('164')).toBeInTheDocument()
    // The ring's share is read out with its caption; the drawing itself is hidden.
    const share = screen.getByText('83%')
    expect(share.closest('[aria-hidden]')).toBeNull()
    expect(share.parentElement).toHaveTextContent('83%Completed')
    expect(share.parentElement?.previousElementSibling).toHaveAttribute('aria-hidden', 'true')
    expect(backend.count('GET', '/card/card-analytics/support-tracker')).toBe(1)
    // Figures read in their own direction in a right-to-left layout ("3 h", not "h 3").
    for (const figure of ['164', '83%', '3 h']) expect(screen.getByText(figure).tagName).toBe('BDI')
  })
})
