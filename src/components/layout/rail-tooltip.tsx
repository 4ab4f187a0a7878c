import { Portal } from '@mantine/core'
import { useState, type ReactNode, type SyntheticEvent } from 'react'
import classes from './side-menu.module.css'

interface Tip {
  label: string
  top: number
  /** The side of the screen the rail is on decides which way the tooltip points. */
  x: number
  rtl: boolean
}

const GAP = 10

/**
 * One tooltip for every link of the menu rail: it shows the `data-rail-label` of the item under
 * the pointer or with the keyboard focus, beside it. One element instead of a floating tooltip per
 * link, each of which drew itself twice when the shell first rendered. The links' own
 * `aria-label` names them; this is only what the eye reads, so it is hidden from assistive
 * technology.
 */
export function RailTooltip({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [tip, setTip] = useState<Tip | undefined>(undefined)
  const show = (event: SyntheticEvent) => {
    const item =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-rail-label]')
        : null
    const label = item?.dataset.railLabel
    if (!enabled || !item || !label) {
      setTip(undefined)
      return
    }
    const rect = item.getBoundingClientRect()
    const rtl = getComputedStyle(item).direction === 'rtl'
    setTip({
      label,
      top: rect.top + rect.height / 2,
      x: rtl ? rect.left - GAP : rect.right + GAP,
      rtl,
    })
  }
  const hide = () => setTip(undefined)
  return (
    // Pointer and focus events bubble up from the links; the container itself takes no input.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onPointerOver={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
      onWheel={hide}
    >
      {children}
      {enabled && tip && (
        <Portal>
          <div
            className={classes.railTooltip}
            data-rtl={tip.rtl || undefined}
            style={{ top: tip.top, left: tip.x }}
            aria-hidden
          >
            {tip.label}
          </div>
        </Portal>
      )}
    </div>
  )
}
