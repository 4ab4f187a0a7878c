import { fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { HintTooltip } from './hint-tooltip'

function Rail({ enabled = true }: { enabled?: boolean }) {
  return (
    <HintTooltip placement="side" enabled={enabled}>
      <a href="/apps/email" aria-label="Email" data-hint="Email">
        <span>icon</span>
      </a>
      <a href="/apps/chat" aria-label="Chat" data-hint="Chat">
        <span>icon</span>
      </a>
    </HintTooltip>
  )
}

describe('HintTooltip', () => {
  it('shows the label of the link under the pointer, and of the focused one', () => {
    renderWithProviders(<Rail />)
    fireEvent.pointerOver(screen.getAllByText('icon')[0] as HTMLElement)
    expect(screen.getByText('Email')).toBeInTheDocument()

    fireEvent.focus(screen.getByRole('link', { name: 'Chat' }))
    expect(screen.queryByText('Email')).not.toBeInTheDocument()
    expect(screen.getByText('Chat')).toBeInTheDocument()

    fireEvent.blur(screen.getByRole('link', { name: 'Chat' }))
    expect(screen.queryByText('Chat')).not.toBeInTheDocument()
  })

  it('shows nothing when the menu is not a rail', () => {
    renderWithProviders(<Rail enabled={false} />)
    fireEvent.pointerOver(screen.getAllByText('icon')[0] as HTMLElement)
    expect(screen.queryByText('Email')).not.toBeInTheDocument()
  })

  it('draws the hint above the middle of a row action, and Escape hides it', () => {
    renderWithProviders(
      <HintTooltip placement="above">
        <button type="button" aria-label="Delete invoice #5010" data-hint="Delete">
          x
        </button>
      </HintTooltip>,
    )
    const button = screen.getByRole('button', { name: 'Delete invoice #5010' })
    button.getBoundingClientRect = () => new DOMRect(100, 200, 40, 30)
    fireEvent.focus(button)
    const hint = screen.getByText('Delete')
    expect(hint).toHaveAttribute('data-placement', 'above')
    expect(hint).toHaveStyle({ left: '120px', top: '192px' })
    expect(hint).toHaveAttribute('aria-hidden', 'true')

    fireEvent.keyDown(button, { key: 'Escape' })
    expect(screen.queryByText('Delete')).not.toBeInTheDocument()
  })

  it('draws the hint below the middle of a header button', () => {
    renderWithProviders(
      <HintTooltip placement="below">
        <button type="button" aria-label="Switch to the dark skin" data-hint="Dark skin">
          x
        </button>
      </HintTooltip>,
    )
    const button = screen.getByRole('button', { name: 'Switch to the dark skin' })
    button.getBoundingClientRect = () => new DOMRect(100, 10, 40, 30)
    fireEvent.pointerOver(button)
    const hint = screen.getByText('Dark skin')
    expect(hint).toHaveAttribute('data-placement', 'below')
    expect(hint).toHaveStyle({ left: '120px', top: '48px' })
  })

  it('keeps a hint inside the window at its edge', () => {
    renderWithProviders(
      <HintTooltip placement="below">
        <button type="button" aria-label="Account menu" data-hint="Account menu">
          x
        </button>
      </HintTooltip>,
    )
    const button = screen.getByRole('button', { name: 'Account menu' })
    button.getBoundingClientRect = () => new DOMRect(window.innerWidth - 30, 10, 30, 30)
    // The hint as the browser would lay it out: 120 px wide, centred under the button.
    const layout = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => new DOMRect(window.innerWidth - 75, 48, 120, 24))
    fireEvent.focus(button)
    expect(screen.getByText('Account menu').style.translate).toBe('-53px 0')
    layout.mockRestore()
  })

  it('shows no hint for the focus a press gives, nor over an open menu, and a key hides it', () => {
    renderWithProviders(
      <HintTooltip placement="below">
        <button type="button" aria-label="Notifications" data-hint="Notifications">
          x
        </button>
        <button type="button" aria-label="Cart" data-hint="Cart" aria-expanded="true">
          y
        </button>
      </HintTooltip>,
    )
    const bell = screen.getByRole('button', { name: 'Notifications' })
    fireEvent.pointerDown(bell)
    fireEvent.focus(bell)
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument()
    fireEvent.pointerUp(bell)

    fireEvent.pointerOver(screen.getByRole('button', { name: 'Cart' }))
    expect(screen.queryByText('Cart')).not.toBeInTheDocument()

    // The keyboard's focus shows the hint; Enter, which opens the panel, hides it.
    fireEvent.blur(bell)
    fireEvent.focus(bell)
    expect(screen.getByText('Notifications')).toBeInTheDocument()
    fireEvent.keyDown(bell, { key: 'Enter' })
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument()
  })
})
