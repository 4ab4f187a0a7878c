import { Badge, NavLink } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { navLinkCount, navLinkParts, plainNavLinkClass } from './plain-nav-link'

describe('plain NavLink', () => {
  it("draws Mantine NavLink's parts, with the chosen one marked as the current page", () => {
    renderWithProviders(
      <nav>
        <button type="button" className={plainNavLinkClass} aria-current="page">
          {navLinkParts(<svg aria-hidden />, 'Inbox', navLinkCount(6))}
        </button>
        <button type="button" className={plainNavLinkClass}>
          {navLinkParts(<svg aria-hidden />, 'Sent')}
        </button>
      </nav>,
    )
    const inbox = screen.getByRole('button', { name: 'Inbox' })
    expect(inbox).toHaveClass(String(NavLink.classes.root))
    expect(inbox).toHaveAttribute('aria-current', 'page')
    expect(inbox.querySelector(`.${NavLink.classes.label}`)).toHaveTextContent('Inbox')
    const count = inbox.querySelector(`.${Badge.classes.root}`)
    expect(count).toHaveTextContent('6')
    expect(count).toHaveAttribute('data-circle', 'true')
    expect(count).toHaveAttribute('aria-hidden', 'true')
    const sent = screen.getByRole('button', { name: 'Sent' })
    expect(sent).not.toHaveAttribute('aria-current')
    expect(sent.querySelectorAll(`.${NavLink.classes.section}`)).toHaveLength(1)
  })

  it('draws a count of ten or more as a pill, not a circle', () => {
    const { container } = render(<>{navLinkCount(12)}</>)
    expect(container.firstElementChild).not.toHaveAttribute('data-circle')
  })
})
