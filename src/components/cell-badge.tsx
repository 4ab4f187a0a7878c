import { Badge } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'

/** The Mantine badge variants a table cell uses. */
type CellBadgeVariant = 'outline' | 'dot' | 'light'

const variantStyle = (variant: CellBadgeVariant, color: string): CSSProperties => {
  switch (variant) {
    case 'outline':
      return {
        '--badge-bg': 'transparent',
        '--badge-color': `var(--mantine-color-${color}-outline)`,
        '--badge-bd': `1px solid var(--mantine-color-${color}-outline)`,
      } as CSSProperties
    case 'dot':
      return { '--badge-dot-color': `var(--mantine-color-${color}-filled)` } as CSSProperties
    case 'light':
      return {
        '--badge-bg': `var(--mantine-color-${color}-light)`,
        '--badge-color': `var(--mantine-color-${color}-light-color)`,
        '--badge-bd': '1px solid transparent',
      } as CSSProperties
  }
}

/**
 * Mantine's Badge (size md, radius sm, the words as written) as plain elements with its classes
 * and the variables its variant sets: the look and both skins come from Mantine's CSS. For table
 * cells, where every row has some and Mantine's Badge is three components each. It never cuts
 * its words short.
 */
export function CellBadge({
  variant,
  color,
  weight,
  children,
}: {
  variant: CellBadgeVariant
  color: string
  /** The font weight, when not Mantine's (700). */
  weight?: number
  children: ReactNode
}) {
  const dot = variant === 'dot' ? ` ${Badge.classes['root--dot']}` : ''
  return (
    <span
      className={`${Badge.classes.root}${dot} mantine-Badge-root`}
      data-variant={variant}
      style={
        {
          '--badge-radius': 'var(--mantine-radius-sm)',
          ...variantStyle(variant, color),
          fontWeight: weight,
          textTransform: 'none',
          // Whole words: a narrow table narrows its other columns rather than cutting a badge short.
          minWidth: 'max-content',
        } as CSSProperties
      }
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </span>
  )
}
