import { Popover, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { loadFloating, MenuOnDemand, MenuRegion, OnDemand } from './menu-on-demand'

function Languages() {
  return (
    <MenuRegion>
      <MenuOnDemand withinPortal={false} target={<UnstyledButton>Language</UnstyledButton>}>
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Item>Deutsch</Menu.Item>
            <Menu.Item>Français</Menu.Item>
          </Menu.Dropdown>
        )}
      </MenuOnDemand>
    </MenuRegion>
  )
}

/**
 * The "Pages" menu with one item; by default it opens on a click or after the pointer has rested
 * 80 ms on its button.
 */
function PagesMenu({
  trigger = 'click-hover',
  openDelay = 80,
}: {
  trigger?: 'click' | 'click-hover'
  openDelay?: number
}) {
  return (
    <MenuOnDemand
      trigger={trigger}
      openDelay={openDelay}
      withinPortal={false}
      target={<UnstyledButton>Pages</UnstyledButton>}
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Item>Pricing</Menu.Item>
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}

const button = () => screen.getByRole('button', { name: 'Language' })

// The menus' code is fetched once per page; here before the tests, whose timing it would blur.
beforeAll(() => loadFloating())

describe('MenuOnDemand', () => {
  it('draws its button alone, announced as a closed menu button', () => {
    renderWithProviders(<Languages />)
    expect(button()).toHaveAttribute('aria-haspopup', 'menu')
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('keeps the focus on its button while the menu mounts, and opens from the keyboard', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Languages />)
    await user.tab()
    expect(button()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(button()).toHaveFocus()
  })

  it('opens at once on a click that came without pointer or focus', async () => {
    renderWithProviders(<Languages />)
    fireEvent.click(button())
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeVisible()
    expect(button()).toHaveAttribute('aria-expanded', 'true')
  })

  it('waits for the click of a press that began before it mounted, and opens then', async () => {
    renderWithProviders(<Languages />)
    const alone = button()
    fireEvent.pointerDown(alone)
    fireEvent.focus(alone)
    // Not drawn anew between the press and its release, which would lose the click.
    expect(button()).toBe(alone)
    fireEvent.click(alone)
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeVisible()
  })

  it('mounts the menu when the pointer enters its region, so a click opens it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Languages />)
    const alone = button()
    fireEvent.pointerEnter(alone.parentElement as HTMLElement)
    // The menu's own button now, still closed.
    await waitFor(() => expect(button()).not.toBe(alone))
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    await user.click(button())
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeVisible()
  })

  it.each([
    ['click-hover', 'true'],
    ['click', 'false'],
  ] as const)(
    'mounted under the resting pointer, a %s menu has aria-expanded %s',
    async (trigger, expanded) => {
      renderWithProviders(
        <MenuRegion>
          <PagesMenu trigger={trigger} openDelay={0} />
        </MenuRegion>,
      )
      const alone = screen.getByRole('button', { name: 'Pages' })
      // The pointer comes onto the button straight from outside the region.
      fireEvent.pointerEnter(alone)
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pages' })).not.toBe(alone))
      expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute(
        'aria-expanded',
        expanded,
      )
    },
  )

  it.each([
    ['Escape', () => fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })],
    ['a chosen item', () => fireEvent.click(screen.getByRole('menuitem', { name: 'Pricing' }))],
  ])(
    'stays closed after %s, though the pointer entered its button just before',
    async (_, closeIt) => {
      vi.useFakeTimers()
      try {
        renderWithProviders(<PagesMenu />)
        fireEvent.click(screen.getByRole('button', { name: 'Pages' }))
        await act(() => vi.runOnlyPendingTimersAsync())
        expect(screen.getByRole('menu')).toBeInTheDocument()
        // The button drawn anew under the resting pointer gets an enter event, which starts the
        // menu's hover delay; the menu is closed before that delay is over.
        fireEvent.mouseEnter(screen.getByRole('button', { name: 'Pages' }))
        closeIt()
        await act(() => vi.advanceTimersByTimeAsync(500))
        expect(screen.queryByRole('menu')).not.toBeInTheDocument()
        // The pointer coming back, or a click, opens it again.
        fireEvent.mouseEnter(screen.getByRole('button', { name: 'Pages' }))
        await act(() => vi.advanceTimersByTimeAsync(100))
        expect(screen.getByRole('menu')).toBeInTheDocument()
      } finally {
        vi.useRealTimers()
      }
    },
  )

  it('closes on Escape from its button, where a click after the hover left the focus', async () => {
    vi.useFakeTimers()
    try {
      renderWithProviders(
        <MenuRegion>
          <PagesMenu />
        </MenuRegion>,
      )
      fireEvent.pointerEnter(screen.getByRole('button', { name: 'Pages' }))
      await act(() => vi.runOnlyPendingTimersAsync())
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Pages' }))
      await act(() => vi.advanceTimersByTimeAsync(100))
      expect(screen.getByRole('menu')).toBeInTheDocument()
      const pages = screen.getByRole('button', { name: 'Pages' })
      fireEvent.click(pages)
      pages.focus()
      fireEvent.keyDown(pages, { key: 'Escape' })
      await act(() => vi.advanceTimersByTimeAsync(500))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      expect(pages).toHaveFocus()
    } finally {
      vi.useRealTimers()
    }
  })

  it('arms its region once a press there ends, even released outside it', () => {
    vi.useFakeTimers()
    try {
      renderWithProviders(<Languages />)
      const alone = button()
      const region = alone.parentElement as HTMLElement
      fireEvent.pointerEnter(region)
      fireEvent.pointerDown(region)
      // The arming task runs in the middle of the press, and leaves the button as it is.
      act(() => void vi.runOnlyPendingTimers())
      expect(button()).toBe(alone)
      fireEvent.pointerUp(document.body)
      act(() => void vi.runOnlyPendingTimers())
      expect(button()).not.toBe(alone)
    } finally {
      vi.useRealTimers()
    }
  })
})

function Bell() {
  const [opened, setOpened] = useState(false)
  const bell = <UnstyledButton onClick={() => setOpened(!opened)}>Notifications</UnstyledButton>
  return (
    <OnDemand
      target={bell}
      popup="dialog"
      idle={(button) => (
        <span>
          {button}
          <span>3 new</span>
        </span>
      )}
    >
      {(button) => (
        <Popover opened={opened} onChange={setOpened} withinPortal={false}>
          <span>
            <Popover.Target>{button}</Popover.Target>
            <span>3 new</span>
          </span>
          <Popover.Dropdown>Your order shipped</Popover.Dropdown>
        </Popover>
      )}
    </OnDemand>
  )
}

describe('OnDemand', () => {
  const bell = () => screen.getByRole('button', { name: 'Notifications' })

  it('draws a popover’s button alone in its frame, announced as a closed dialog button', () => {
    renderWithProviders(<Bell />)
    expect(bell()).toHaveAttribute('aria-haspopup', 'dialog')
    expect(bell()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('3 new')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('hands the focus to the mounted button, which opens the popover from the keyboard', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Bell />)
    await user.tab()
    expect(bell()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your order shipped')
    expect(screen.getAllByText('3 new')).toHaveLength(1)
  })

  it('opens as it mounts on a click of the button alone', async () => {
    renderWithProviders(<Bell />)
    fireEvent.click(bell())
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your order shipped')
    expect(bell()).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('MenuOnDemand before the menus’ code has come', () => {
  it('keeps its button alone meanwhile, and opens on the click it got once the code is there', async () => {
    vi.resetModules()
    // A fresh copy of the module, which has fetched nothing yet.
    const fresh = await import('./menu-on-demand')
    renderWithProviders(
      <fresh.MenuOnDemand withinPortal={false} target={<UnstyledButton>Language</UnstyledButton>}>
        {(Menu) => (
          <Menu.Dropdown>
            <Menu.Item>Deutsch</Menu.Item>
          </Menu.Dropdown>
        )}
      </fresh.MenuOnDemand>,
    )
    fireEvent.click(button())
    expect(button()).toHaveAttribute('aria-expanded', 'false')
    expect(await screen.findByRole('menuitem', { name: 'Deutsch' })).toBeVisible()
    expect(button()).toHaveAttribute('aria-expanded', 'true')
  })
})
