import { render, screen } from '@testing-library/react'
import { useId } from './mantine-use-id'

function Field({ id, renders }: { id?: string; renders: string[] }) {
  const inputId = useId(id)
  renders.push(inputId)
  return (
    <>
      <label htmlFor={inputId}>Name</label>
      <input id={inputId} />
    </>
  )
}

describe('the stand-in for Mantine’s useId', () => {
  it('gives each component its own id once, drawn in one render', () => {
    const first: string[] = []
    const second: string[] = []
    render(
      <>
        <Field renders={first} />
        <Field renders={second} />
      </>,
    )
    expect(first).toHaveLength(1)
    expect(first[0]).toMatch(/^mantine-/)
    expect(second[0]).not.toBe(first[0])
    // The id names the input for its label.
    expect(screen.getAllByLabelText('Name').map((input) => input.id)).toEqual([first[0], second[0]])
  })

  it('keeps the id across renders, and a given id wins', () => {
    const renders: string[] = []
    const { rerender } = render(<Field renders={renders} />)
    rerender(<Field renders={renders} />)
    expect(renders[1]).toBe(renders[0])
    rerender(<Field id="email" renders={renders} />)
    expect(renders[2]).toBe('email')
  })
})
