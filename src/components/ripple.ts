import './ripple.css'
import { prefersReducedMotion } from '@/lib/reduced-motion'

export const RIPPLE_MS = 500

/** Mantine's buttons (they are `position: relative; overflow: hidden`), or anything marked `data-ripple`. */
const TARGETS = '.mantine-Button-root, .mantine-ActionIcon-root, [data-ripple]'

function addRipple(event: PointerEvent) {
  if (event.button !== 0 || !(event.target instanceof Element)) return
  const host = event.target.closest<HTMLElement>(TARGETS)
  if (
    !host ||
    host.matches(':disabled, [data-disabled], [data-loading], [data-no-ripple]') ||
    prefersReducedMotion()
  )
    return
  const rect = host.getBoundingClientRect()
  // A circle centred on the pointer that reaches the farthest corner.
  const x = event.clientX - rect.left
  const y = event.clientY - rect.top
  const radius = Math.hypot(Math.max(x, rect.width - x), Math.max(y, rect.height - y))
  const ripple = document.createElement('span')
  ripple.className = 'tavola-ripple'
  ripple.setAttribute('aria-hidden', 'true')
  ripple.style.cssText = `left:${x - radius}px;top:${y - radius}px;width:${radius * 2}px;height:${radius * 2}px`
  host.append(ripple)
  setTimeout(() => ripple.remove(), RIPPLE_MS + 50)
}

const installed = new WeakSet<Document>()

/**
 * Gives every Mantine Button and ActionIcon (and `[data-ripple]` elements) the
 * ripple, with one listener for the whole document. Installing twice does nothing.
 * Returns a function that removes it.
 */
export function installRipple(root: Document = document): () => void {
  if (!installed.has(root)) {
    installed.add(root)
    root.addEventListener('pointerdown', addRipple, { passive: true, capture: true })
  }
  return () => {
    installed.delete(root)
    root.removeEventListener('pointerdown', addRipple, { capture: true })
  }
}
