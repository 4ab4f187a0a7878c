import { Table, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'

// Charts are drawings for sighted readers: each is hidden from assistive
// technology (Recharts' keyboard layer off, and `inert` so nothing hidden is
// focusable) and comes with a table of the same figures for screen readers.

/** Wraps a chart drawing so screen readers and the keyboard skip it; pair it with a `ChartTable`. */
export function ChartDrawing({
  children,
  centered = false,
}: {
  children: ReactNode
  centered?: boolean
}) {
  return (
    <div
      aria-hidden="true"
      inert
      style={centered ? { display: 'flex', justifyContent: 'center' } : undefined}
    >
      {children}
    </div>
  )
}

/** The figures of a chart as a table only screen readers read. */
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
    <VisuallyHidden>
      <Table>
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
      </Table>
    </VisuallyHidden>
  )
}
