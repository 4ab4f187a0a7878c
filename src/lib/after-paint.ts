import { prefetch } from './load-once'

/**
 * Resolves once the browser has painted the next frame: work that must not hold back what the
 * page is drawing but that the page needs soon (the mock back end's start on a first visit). A
 * hidden tab, where frames stop, waits 100 ms at most.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })
}

let firstScreen: Promise<unknown> = Promise.resolve()
let drawing: Promise<unknown> | undefined

/**
 * Tells `firstScreenDrawing` when the first screen is drawn (main.tsx, before React renders it).
 * Once it is, there is nothing to wait for.
 */
export function setFirstScreenDrawn(drawn: Promise<unknown>): void {
  const current = drawn.then(() => {
    if (drawing === current) drawing = undefined
  })
  drawing = current
}

/** Resolves once the first screen is drawn, while it is still to be drawn; undefined after. */
export function firstScreenDrawing(): Promise<unknown> | undefined {
  return drawing
}

/**
 * Tells `whenIdle` when the first screen is complete: drawn, and its data in (main.tsx). Until
 * then, a mail list waits on the mock back end's first answers, and the main thread is often idle.
 */
export function setFirstScreen(complete: Promise<unknown>): void {
  firstScreen = complete
}

/**
 * Resolves once the first screen is complete (`setFirstScreen`), the page is drawn and the main
 * thread is idle (at most `timeout` ms later): for code a page may want later but not while it is
 * still loading its own files and data (the menus', a confirm dialog's, the mail's and the
 * to-do's drawers, live notifications and the service worker). Right after the paint is too soon:
 * the frame is not yet on screen, and on a slow link those files take the bandwidth its last files
 * and answers need.
 */
export function whenIdle(timeout = 3000): Promise<void> {
  return firstScreen.then(afterNextPaint).then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout })
        else setTimeout(resolve, timeout)
      }),
  )
}

/** `prefetch` once the page is idle (`whenIdle`): code its next steps may want. */
export function prefetchWhenIdle(...loads: (() => Promise<unknown>)[]): void {
  void whenIdle().then(() => prefetch(...loads))
}
