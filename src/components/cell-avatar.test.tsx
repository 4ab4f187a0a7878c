import { Avatar } from '@mantine/core'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { initials, initialsColor, readableInitialsColors } from './avatar-initials'
import { CellAvatar } from './cell-avatar'

const names = ['Maximilian Marino', 'Hannah Girard', 'Jonas Silva', 'Sofia Fernández', 'Tavola']

describe('avatar initials', () => {
  it('writes the first letters of two words, or two letters of one word', () => {
    expect(initials('Maximilian Marino')).toBe('MM')
    expect(initials('ana maria lopes')).toBe('AM')
    expect(initials('Tavola')).toBe('TA')
  })

  it("gives each name the colour Mantine's Avatar gives it among the readable ones", () => {
    renderWithProviders(
      <>
        {names.map((name) => (
          <Avatar
            key={name}
            data-testid={name}
            name={name}
            color="initials"
            allowedInitialsColors={[...readableInitialsColors]}
          />
        ))}
      </>,
    )
    for (const name of names)
      expect(screen.getByTestId(name).style.getPropertyValue('--avatar-bg')).toBe(
        `var(--mantine-color-${initialsColor(name)}-light)`,
      )
  })
})

describe('CellAvatar', () => {
  it('shows the picture, as decoration, and the initials when it fails, until another comes', () => {
    const { container, rerender } = renderWithProviders(
      <CellAvatar name="Hannah Girard" src="/images/avatars/1.svg" size={36} />,
    )
    const picture = container.querySelector('img')
    expect(picture).toHaveAttribute('alt', '')
    fireEvent.error(picture as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('HG')).toBeInTheDocument()
    rerender(<CellAvatar name="Jonas Silva" src="/images/avatars/2.svg" size={36} />)
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/avatars/2.svg')
  })

  it('shows the initials in the name colour when there is no picture', () => {
    renderWithProviders(
      <CellAvatar name="Jonas Silva" size={36} className="mantine-visible-from-sm" />,
    )
    const avatar = screen.getByText('JS').parentElement as HTMLElement
    // The row writes the name beside it: the initials are decoration.
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
    expect(avatar).toHaveClass('mantine-visible-from-sm')
    expect(avatar.style.getPropertyValue('--avatar-bg')).toBe(
      `var(--mantine-color-${initialsColor('Jonas Silva')}-light)`,
    )
  })
})
