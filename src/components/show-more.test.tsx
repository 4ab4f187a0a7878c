import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { ShowMore, useShownCount } from './show-more'

function List({ total, view }: { total: number; view: string }) {
  const { shown, more } = useShownCount(total, view)
  return (
    <>
      <ul aria-label="Items">
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>Item {index + 1}</li>
        ))}
      </ul>
      <ShowMore shown={shown} total={total} onMore={more} />
    </>
  )
}

describe('ShowMore', () => {
  it('renders a step at a time, then nothing more to show', async () => {
    const user = userEvent.setup()
    renderWithProviders(<List total={120} view="all" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(50)
    await user.click(screen.getByRole('button', { name: 'Show 50 more (50 of 120 shown)' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(100)
    await user.click(screen.getByRole('button', { name: 'Show 20 more (100 of 120 shown)' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(120)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('starts again from one step when the view changes', async () => {
    const user = userEvent.setup()
    function Views() {
      const [view, setView] = useState('inbox')
      return (
        <>
          <button onClick={() => setView('sent')}>Sent</button>
          <List total={500} view={view} />
        </>
      )
    }
    renderWithProviders(<Views />)
    await user.click(screen.getByRole('button', { name: /^Show 50 more/ }))
    expect(screen.getAllByRole('listitem')).toHaveLength(100)
    await user.click(screen.getByRole('button', { name: 'Sent' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(50)
  })

  it('shows a short list whole, with no button', () => {
    renderWithProviders(<List total={7} view="all" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(7)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
