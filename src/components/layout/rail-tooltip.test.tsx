import { fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { RailTooltip } from './rail-tooltip'

function Rail({ enabled = true }: { enabled?: boolean }) {
  return (
    <RailTooltip enabled={enabled}>
      <a href="/apps/email" aria-label="Email" data-rail-label="Email">
        <span>icon</span>
      </a>
      <a href="/apps/chat" aria-label="Chat" data-rail-label="Chat">
        <span>icon</span>
      </a>
    </RailTooltip>
  )
}

describe('RailTooltip', () => {
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
})
