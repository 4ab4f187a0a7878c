import { ColorSwatch } from '@mantine/core'
import type { CSSProperties } from 'react'

const rootClass = `${ColorSwatch.classes.root} mantine-ColorSwatch-root`
const shadowClass = `${ColorSwatch.classes.shadowOverlay} mantine-ColorSwatch-shadowOverlay`
const colorClass = `${ColorSwatch.classes.colorOverlay} mantine-ColorSwatch-colorOverlay`

/**
 * A label's or a tag's coloured dot: Mantine's round ColorSwatch of an opaque colour, as plain
 * elements with its classes. Lists draw many (a mail's labels in each row, the side lists), and
 * Mantine's is two components with two more layers. Decoration unless it is named: with `name`,
 * an image named so, its word shown on hover; without, hidden from assistive technology.
 */
export function ColorDot({
  color,
  size,
  shadow = true,
  name,
  title,
}: {
  /** A CSS colour: `var(--mantine-color-green-6)`. */
  color: string
  /** The diameter in px. */
  size: number
  /** Mantine's inner shadow on the dot. */
  shadow?: boolean
  /** The accessible name ("Label Personal"). */
  name?: string
  /** The word shown on hover ("Personal"). */
  title?: string
}) {
  return (
    <span
      className={rootClass}
      style={
        { '--cs-size': `calc(${String(size / 16)}rem * var(--mantine-scale))` } as CSSProperties
      }
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      title={title}
    >
      {shadow && <span className={shadowClass} />}
      <span className={colorClass} style={{ backgroundColor: color }} />
    </span>
  )
}
