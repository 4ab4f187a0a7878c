import type { MenuProps } from '@mantine/core'
import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { prefetchWhenIdle } from '@/lib/after-paint'
import { loadOnce } from '@/lib/load-once'
import type * as FloatingModule from './floating'

/** Mantine's menu and popover, once fetched (floating.ts). */
export type Floating = typeof FloatingModule

let floating: Floating | undefined

/** Fetches the menus' and popovers' code (once; a failed fetch is asked for again); resolves with it. */
export const loadFloating = loadOnce(() =>
  import('./floating').then((module) => (floating = module)),
)

let prefetching = false

/**
 * The menus' and popovers' code, once fetched: fetched once a page with one is drawn and idle
 * (fetched at its first paint, it held back the dashboard's own files and charts), or at once
 * when one is wanted (the page then draws again with it).
 */
function useFloating(wanted: boolean): Floating | undefined {
  const [, setFetched] = useState(false)
  useEffect(() => {
    if (!prefetching) {
      prefetching = true
      prefetchWhenIdle(loadFloating)
    }
  }, [])
  useEffect(() => {
    if (wanted && !floating) void loadFloating().then(() => setFetched(true))
  }, [wanted])
  return floating
}

type Want = 'region' | 'focus' | 'click'

/** What opens a floating element as it mounts (`OnDemand`). */
type Opening = 'click' | 'hover' | false

interface TargetProps {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  ref?: React.Ref<HTMLElement>
}

const RegionEntered = createContext(false)

/**
 * Where the pointer arms the menus (`MenuOnDemand`) inside: the rail, the header bar. They mount
 * as the pointer enters the region, before it reaches a menu's button, so that the button under
 * the pointer is already the menu's and opens on hover as any other. Never in the middle of a
 * press: a button drawn anew between its press and its release would lose the click.
 */
export function MenuRegion({ children, className }: { children: ReactNode; className?: string }) {
  const [entered, setEntered] = useState(false)
  const wanted = useRef(false)
  const pressing = useRef(false)
  const arm = () => {
    if (wanted.current && !pressing.current) flushSync(() => setEntered(true))
  }
  // The press ends where the pointer is released, inside the region or not; its click, which
  // comes just after the release, has run by the time the timer arms the menus.
  const pressed = () => {
    pressing.current = true
    const released = () => {
      pressing.current = false
      window.removeEventListener('pointerup', released, true)
      window.removeEventListener('pointercancel', released, true)
      setTimeout(arm, 0)
    }
    window.addEventListener('pointerup', released, true)
    window.addEventListener('pointercancel', released, true)
  }
  return (
    // Only the pointer's arrival and presses are read; the controls inside take the input.
    <div
      className={className}
      onPointerEnter={
        entered
          ? undefined
          : () => {
              wanted.current = true
              setTimeout(arm, 0)
            }
      }
      onPointerDownCapture={entered ? undefined : pressed}
    >
      <RegionEntered.Provider value={entered}>{children}</RegionEntered.Provider>
    </div>
  )
}

/**
 * A floating element (a menu, a popover) whose machinery mounts when it may be wanted: the
 * pointer enters its region (`MenuRegion`), or its button takes the focus or a click. Until then
 * the button is drawn alone (`idle` places it), announced as a closed `popup` button. A mounted
 * Mantine menu or popover positions itself with hooks that draw it a second time, synchronously,
 * just after it mounts: a shell with a dozen of them paid that in the task that first showed
 * every signed-in page.
 *
 * `children` draws the mounted element around the button it is given, with Mantine's menu and
 * popover (`floating`, a chunk of its own: until it has come, the button stays alone). The button
 * is drawn anew there, so a focused button hands the focus to its new self. `opening` says what
 * should open it as it mounts: `click`, a click on the button alone (a press that began before
 * the element mounted, or a screen reader's click, which comes without pointer or focus), or
 * `hover`, the pointer resting on it. The new button under a resting pointer gets no enter event
 * from React (the pointer came from the removed button, which sends no leave), so a menu that
 * opens on hover must be told.
 */
export function OnDemand({
  target,
  popup,
  idle = (button) => button,
  children,
}: {
  target: ReactElement<TargetProps>
  popup: 'menu' | 'dialog'
  idle?: (button: ReactElement) => ReactNode
  children: (button: ReactElement, opening: Opening, floating: Floating) => ReactNode
}) {
  const regionEntered = useContext(RegionEntered)
  const [own, setOwn] = useState<Want | false>(false)
  const wanted = own || (regionEntered && 'region')
  const code = useFloating(!!wanted)
  // The mounted button takes the focus the button alone had (or the click gave it).
  const button = useCallback(
    (node: HTMLElement | null) => {
      if (node && (own === 'focus' || own === 'click')) node.focus({ preventScroll: true })
    },
    [own],
  )
  // A press focuses the button before its click: the click, not the focus, mounts the menu then.
  const [pressing, setPressing] = useState(false)
  const [hovered, setHovered] = useState(false)

  if (!wanted || !code) {
    const props = target.props
    return idle(
      cloneElement(target, {
        'aria-haspopup': popup,
        'aria-expanded': false,
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          props.onPointerDown?.(event)
          setPressing(true)
        },
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          props.onPointerEnter?.(event)
          setHovered(true)
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          props.onPointerLeave?.(event)
          setHovered(false)
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          props.onFocus?.(event)
          if (!pressing) setOwn('focus')
        },
        onClick: (event: MouseEvent<HTMLElement>) => {
          props.onClick?.(event)
          setOwn('click')
        },
      } as Partial<TargetProps>),
    )
  }
  const opening = own === 'click' ? 'click' : hovered ? 'hover' : false
  return children(cloneElement(target, { ref: button }), opening, code)
}

/**
 * A Mantine menu that mounts on demand (`OnDemand`); `children` draws its dropdown with the
 * `Menu` it is given (`(Menu) => <Menu.Dropdown>…`).
 */
export function MenuOnDemand({
  target,
  children,
  ...menu
}: Omit<MenuProps, 'children' | 'opened'> & {
  target: ReactElement<TargetProps>
  children: (Menu: Floating['Menu']) => ReactNode
}) {
  return (
    <OnDemand target={target} popup="menu">
      {(button, opening, { Menu }) => (
        <MountedMenu
          Menu={Menu}
          menu={menu}
          button={button}
          openedFirst={
            opening === 'click' ||
            (opening === 'hover' && menu.trigger !== undefined && menu.trigger !== 'click') ||
            !!menu.defaultOpened
          }
        >
          {children(Menu)}
        </MountedMenu>
      )}
    </OnDemand>
  )
}

interface ButtonHandlers {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * The mounted menu, which stays closed once closed until its button is entered or clicked
 * again. A menu that opens on hover waits `openDelay` after the pointer enters its button, and
 * Mantine keeps that wait going through a close by Escape or a chosen item: the pointer resting
 * on the button (it enters the button drawn anew under it as the menu mounts) reopened the menu
 * just closed.
 */
function MountedMenu({
  Menu,
  menu,
  button,
  openedFirst,
  children,
}: {
  Menu: Floating['Menu']
  menu: Omit<MenuProps, 'children' | 'opened'>
  button: ReactElement
  openedFirst: boolean
  children: ReactNode
}) {
  const [opened, setOpened] = useState(openedFirst)
  // A ref, not state: Mantine's timer calls the `onChange` of the render that started it.
  const closed = useRef(false)
  const props = button.props as ButtonHandlers
  // The ref is read and written in these handlers and in `onChange`, never while drawing.
  // eslint-disable-next-line react-hooks/refs
  const target = cloneElement(button, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      props.onMouseEnter?.(event)
      closed.current = false
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      props.onClick?.(event)
      closed.current = false
    },
    // Escape closes the menu from its button too: opened by hover, then clicked, the menu
    // leaves the focus on the button, where Mantine does not listen for Escape.
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      props.onKeyDown?.(event)
      if (event.key !== 'Escape' || !opened) return
      closed.current = true
      setOpened(false)
      menu.onChange?.(false)
    },
  } as Partial<ButtonHandlers>)
  return (
    <Menu
      {...menu}
      defaultOpened={undefined}
      opened={opened}
      onChange={(next) => {
        if (next && closed.current) return
        closed.current = !next
        setOpened(next)
        menu.onChange?.(next)
      }}
    >
      <Menu.Target>{target}</Menu.Target>
      {children}
    </Menu>
  )
}
