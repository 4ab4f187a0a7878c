import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { ScrollToTop } from './scroll-to-top'

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  act(() => void fireEvent.scroll(window))
}

describe('ScrollToTop', () => {
  afterEach(() => scrollWindowTo(0))

  it('appears once the page has scrolled past 400 px, and takes it back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderWithProviders(<ScrollToTop />)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()

    scrollWindowTo(300)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()
    scrollWindowTo(900)
    await userEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    scrollWindowTo(100)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument()
  })
})
