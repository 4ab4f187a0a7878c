import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { useDrawnWhenOpened } from './use-drawn-when-opened'

describe('useDrawnWhenOpened', () => {
  const seen: string[] = []
  function Dialog({ opened }: { opened: boolean }) {
    const dialog = useDrawnWhenOpened(opened)
    seen.push(`${String(dialog.drawn)}/${String(dialog.opened)}`)
    return null
  }
  function Page() {
    const [opened, setOpened] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpened((now) => !now)}>
          Toggle
        </button>
        <Dialog opened={opened} />
      </>
    )
  }

  it('draws nothing until the first opening, then mounts closed and opens, and stays drawn', () => {
    seen.length = 0
    render(<Page />)
    expect(seen).toEqual(['false/false'])
    act(() => screen.getByRole('button', { name: 'Toggle' }).click())
    // Drawn closed first, so that the modal fades in, then opened.
    expect(seen.slice(1)).toEqual(['true/false', 'true/true'])
    act(() => screen.getByRole('button', { name: 'Toggle' }).click())
    expect(seen.at(-1)).toBe('true/false')
  })
})
