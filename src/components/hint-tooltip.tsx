import { Portal } from '@mantine/core'
import { useRef, useState, type ReactNode, type SyntheticEvent } from 'react'
import classes from './hint-tooltip.module.css'

type Placement = 'side' | 'above' | 'below'

interface Hint {
  label: string
  /** The point the hint is drawn from: beside the element (`side`), above or below its middle. */
  x: number
  y: number
  rtl: boolean
}

const GAP = 8
/** The least room between a hint and the window's edge. */
const EDGE = 8

/** Moves a hint that would cross the window's left or right edge back inside it. */
function keepInside(element: HTMLDivElement | null) {
  if (!element) return
  const { left, right } = element.getBoundingClientRect()
  const shift = Math.max(0, EDGE - left) + Math.min(0, window.innerWidth - EDGE - right)
  element.style.translate = shift ? `${String(shift)}px 0` : ''
}

function hintAt(item: HTMLElement, label: string, placement: Placement): Hint {
  const rect = item.getBoundingClientRect()
  const rtl = getComputedStyle(item).direction === 'rtl'
  if (placement === 'above') return { label, x: rect.left + rect.width / 2, y: rect.top - GAP, rtl }
  if (placement === 'below')
    return { label, x: rect.left + rect.width / 2, y: rect.bottom + GAP, rtl }
  return { label, x: rtl ? rect.left - GAP : rect.right + GAP, y: rect.top + rect.height / 2, rtl }
}

/**
 * One tooltip for many controls: it shows the `data-hint` of the element under the pointer or
 * with the keyboard focus, beside it (`side`, the menu rail), above it (`above`, a table's row
 * actions) or below it (`below`, the header's buttons). One element instead of a floating
 * tooltip per control, each of which costs a set of positioning hooks when a rail or a page of
 * rows first renders. The controls' own `aria-label` names them; the hint is only what the eye
 * reads, so it is hidden from assistive technology. A key, a press, the wheel or leaving hides
 * it, and a button whose menu is open (`aria-expanded`) shows none.
 */
export function HintTooltip({
  placement,
  enabled = true,
  children,
}: {
  placement: Placement
  enabled?: boolean
  children: ReactNode
}) {
  const [hint, setHint] = useState<Hint | undefined>(undefined)
  // A press focuses its button: that focus is the pointer's, not the keyboard's, and shows no hint.
  const pressing = useRef(false)
  const show = (event: SyntheticEvent) => {
    if (event.type === 'focus' && pressing.current) return
    const item =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-hint]') : null
    const label = item?.dataset.hint
    // An open menu or panel covers the place of its button's hint.
    const open = item?.getAttribute('aria-expanded') === 'true'
    setHint(enabled && item && label && !open ? hintAt(item, label, placement) : undefined)
  }
  const hide = () => setHint(undefined)
  const press = (down: boolean) => {
    pressing.current = down
    hide()
  }
  return (
    // Pointer, focus and key events bubble up from the controls; the container takes no input.
    // A key that acts (Enter, Space, Escape) hides the hint; Tab's next focus shows its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onPointerOver={show}
      onPointerLeave={() => press(false)}
      onFocus={show}
      onBlur={hide}
      onPointerDown={() => press(true)}
      onPointerUp={() => (pressing.current = false)}
      onWheel={hide}
      onKeyDown={() => press(false)}
    >
      {children}
      {enabled && hint && (
        <Portal>
          <div
            // A new element for each hint, so that `keepInside` measures each.
            key={`${hint.label} ${String(hint.x)} ${String(hint.y)}`}
            ref={keepInside}
            className={classes.hint}
            data-placement={placement}
            data-rtl={hint.rtl || undefined}
            style={{ left: hint.x, top: hint.y }}
            aria-hidden
          >
            {hint.label}
          </div>
        </Portal>
      )}
    </div>
  )
}
