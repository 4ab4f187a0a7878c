/**
 * Stands in for Mantine's `addUnlinkedScrollListener` (vite.config.ts, `mantineModuleSwaps`):
 * while a ScrollArea scrolls, its thumb polls the viewport's position every frame and calls
 * `onScroll` when it moved; the returned function stops the polling.
 *
 * Mantine stops it 100 ms after the last scroll event, but a ScrollArea unmounted within those
 * 100 ms (a menu link clicked while the menu still scrolls) cancels that timer, and the poll ran for
 * ever, keeping the detached viewport and its whole React tree alive. Here it also ends by itself
 * once the viewport has left the document.
 */
export function addUnlinkedScrollListener(node: HTMLElement, onScroll: () => void = () => {}) {
  let left = node.scrollLeft
  let top = node.scrollTop
  let frame = 0
  const poll = () => {
    if (!node.isConnected) return
    if (node.scrollLeft !== left || node.scrollTop !== top) onScroll()
    left = node.scrollLeft
    top = node.scrollTop
    frame = window.requestAnimationFrame(poll)
  }
  poll()
  return () => window.cancelAnimationFrame(frame)
}
