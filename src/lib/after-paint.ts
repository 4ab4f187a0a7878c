/**
 * Resolves once the browser has painted the next frame: work that must not hold back what the
 * page is drawing (the mock back end's start on a first visit, the code of what a page may open
 * next). A hidden tab, where frames stop, waits 100 ms at most.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}
