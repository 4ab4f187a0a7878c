import { ColorSwatch } from '@mantine/core'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { ColorDot } from './color-dot'

describe('ColorDot', () => {
  it('is an image named so when named, with its word on hover', () => {
    renderWithProviders(<ColorDot color="red" size={8} name="Label Personal" title="Personal" />)
    const dot = screen.getByRole('img', { name: 'Label Personal' })
    expect(dot).toHaveAttribute('title', 'Personal')
    expect(dot).toHaveClass(String(ColorSwatch.classes.root))
    expect(dot.style.getPropertyValue('--cs-size')).toBe('calc(0.5rem * var(--mantine-scale))')
    expect(dot.querySelector(`.${ColorSwatch.classes.colorOverlay}`)).toHaveStyle({
      backgroundColor: 'red',
    })
  })

  it('is decoration, hidden from assistive technology, when not named', () => {
    const { container } = renderWithProviders(<ColorDot color="blue" size={10} shadow={false} />)
    const dot = container.querySelector(`.${ColorSwatch.classes.root}`)
    expect(dot).toHaveAttribute('aria-hidden', 'true')
    expect(dot?.querySelector(`.${ColorSwatch.classes.shadowOverlay}`)).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
