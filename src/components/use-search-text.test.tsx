import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { useSearchText } from './use-search-text'

/** A list whose `q` lives in its parent, as in a URL: sent texts arrive a moment later. */
function SearchedList({ delayMs = 0 }: { delayMs?: number }) {
  const [q, setQ] = useState<string | undefined>()
  const searchText = useSearchText(
    q,
    (text) => void Promise.resolve().then(() => setQ(text.trim() ? text : undefined)),
    delayMs,
  )
  return (
    <>
      <input type="search" aria-label="Search" {...searchText} />
      <output>{q ?? '(none)'}</output>
      <button type="button" onClick={() => setQ(undefined)}>
        Clear
      </button>
      <button type="button" onClick={() => setQ('risotto')}>
        Back
      </button>
    </>
  )
}

/** Lets `ms` of fake time pass, and the URL change it sends land. */
async function pause(ms: number) {
  act(() => void vi.advanceTimersByTime(ms))
  await act(() => Promise.resolve())
}

describe('useSearchText', () => {
  it('keeps the box, its focus and its text while each keystroke reaches the URL', async () => {
    const user = userEvent.setup()
    render(<SearchedList />)
    const box = screen.getByRole('searchbox', { name: 'Search' })
    await user.type(box, 'mar')
    expect(box).toHaveFocus()
    expect(box).toHaveValue('mar')
    expect(screen.getByRole('status')).toHaveTextContent('mar')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBe(box)
    await user.type(box, ' ')
    expect(box).toHaveValue('mar ')
    await user.clear(box)
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('(none)')
  })

  it('sends the text after a pause, and a URL change from elsewhere replaces it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      render(<SearchedList delayMs={250} />)
      const box = screen.getByRole('searchbox', { name: 'Search' })
      const type = (text: string) => fireEvent.change(box, { target: { value: text } })
      type('p')
      type('pa')
      await pause(200)
      expect(screen.getByRole('status')).toHaveTextContent('(none)')
      await pause(100)
      expect(screen.getByRole('status')).toHaveTextContent('pa')
      expect(box).toHaveValue('pa')
      type('pasta')
      // Back (or a link) before the pause ends: the box shows the URL's text and sends nothing.
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
      expect(box).toHaveValue('risotto')
      await pause(300)
      expect(screen.getByRole('status')).toHaveTextContent('risotto')
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
      expect(box).toHaveValue('')
    } finally {
      vi.useRealTimers()
    }
  })
})
