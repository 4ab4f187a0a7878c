import { VisuallyHidden } from '@mantine/core'
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { PHONE_SCREEN } from '@/lib/phone-screen'

// Charts are drawings for sighted readers: each is hidden from assistive
// technology (Recharts' keyboard layer off, and `inert` so nothing hidden is
// focusable) and comes with a table of the same figures for screen readers.

/** How far below (or above) the screen a chart starts drawing, so it is there when scrolled to. */
const DRAW_AHEAD = '300px'

/**
 * Whether the element has come near the screen; true from the start for a plain drawing on a
 * wide screen, or where the browser cannot tell (no IntersectionObserver, as in unit tests). Once
 * true it stays true.
 */
function useNearScreen(plain: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(
    () =>
      (plain && window.matchMedia?.(PHONE_SCREEN).matches === false) ||
      typeof IntersectionObserver === 'undefined',
  )
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: DRAW_AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return { ref, near }
}

/**
 * Wraps a chart drawing so screen readers and the keyboard skip it; pair it with a `ChartTable`.
 * A chart is drawn only once it comes near the screen: a dashboard's cards below the fold cost
 * a phone about half a second of work at load (Recharts measures and lays out every chart).
 * Until then (and while a lazily loaded drawing arrives) an empty box of the chart's `height`
 * (px) keeps the page from moving. A plain SVG drawing (`plain`) is drawn with its card on a
 * screen wider than a phone, so that a desktop's dashboard shows its charts as soon as their
 * figures, without waiting a frame for the observer.
 */
export function ChartDrawing({
  children,
  height,
  centered = false,
  plain = false,
}: {
  children: ReactNode
  height: number
  centered?: boolean
  plain?: boolean
}) {
  const { ref, near } = useNearScreen(plain)
  return (
    <div
      ref={ref}
      aria-hidden="true"
      inert
      data-chart
      style={{
        minHeight: height,
        ...(centered ? { display: 'flex', justifyContent: 'center' } : undefined),
      }}
    >
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  )
}

/**
 * The figures of a chart as a table only screen readers read: plain elements in a span with
 * Mantine's VisuallyHidden class (a dashboard has a dozen of them, drawn with their cards).
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}) {
  return (
    <span className={`${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </span>
  )
}
