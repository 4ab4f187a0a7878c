import type { Row } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'
import tableClasses from './table.module.css'

const ROW_HEIGHT = 49

/** The rows in view of a long table, with spacer rows standing for the rest. */
export function VirtualRows<T>({
  label,
  rows,
  head,
  renderRow,
  height,
  minWidth,
  columnCount,
}: {
  label: string
  rows: Row<T>[]
  head: ReactNode
  renderRow: (row: Row<T>) => ReactNode
  height: number
  minWidth: number
  columnCount: number
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // The app does not use the React Compiler, so nothing memoises around this hook.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  const items = virtualizer.getVirtualItems()
  const before = items[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return (
    <div
      ref={scroller}
      style={{ maxHeight: height, overflow: 'auto', position: 'relative' }}
      // A scrolling region must be focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className={tableClasses.table}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ minWidth }}
      >
        {head}
        <tbody className={tableClasses.body}>
          {before > 0 && (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]
            return row ? renderRow(row) : null
          })}
          {after > 0 && (
            <tr aria-hidden>
              <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
