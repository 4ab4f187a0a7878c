import { Menu, type MenuProps } from '@mantine/core'
import {
  cloneElement,
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'

type Want = 'region' | 'focus' | 'click'

interface TargetProps {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
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
 * A Mantine menu whose machinery mounts when it may be wanted: the pointer enters its region
 * (`MenuRegion`), or its button takes the focus or a click. Until then the button is drawn alone,
 * announced as a closed menu button. A mounted menu positions itself with hooks that draw it a
 * second time, synchronously, just after it mounts: a shell with a dozen menus paid that in the
 * task that first showed every signed-in page.
 *
 * The button is drawn anew inside the menu, so a focused button hands the focus to its new self,
 * and a click on the button alone (a press that began before the menu mounted, or a screen
 * reader's click, which comes without pointer or focus) opens the menu as it mounts.
 */
export function MenuOnDemand({
  target,
  children,
  ...menu
}: MenuProps & { target: ReactElement<TargetProps>; children: ReactNode }) {
  const regionEntered = useContext(RegionEntered)
  const [own, setOwn] = useState<Want | false>(false)
  const wanted = own || (regionEntered && 'region')
  const button = useRef<HTMLElement>(null)
  // A press focuses the button before its click: the click, not the focus, mounts the menu then.
  const [pressing, setPressing] = useState(false)
  useLayoutEffect(() => {
    if (own === 'focus' || own === 'click') button.current?.focus({ preventScroll: true })
  }, [own])

  if (!wanted) {
    const props = target.props
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        props.onPointerDown?.(event)
        setPressing(true)
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        props.onFocus?.(event)
        if (!pressing) setOwn('focus')
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        props.onClick?.(event)
        setOwn('click')
      },
    } as Partial<TargetProps>)
  }
  return (
    <Menu {...menu} defaultOpened={own === 'click' || menu.defaultOpened}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      {children}
    </Menu>
  )
}
