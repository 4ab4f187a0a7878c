import { ThemeIcon } from '@mantine/core'
import type { ComponentPropsWithoutRef, CSSProperties } from 'react'

/**
 * Mantine's ThemeIcon (light, round) as one plain element with its class and the variables the
 * component would set: its look and both skins come from Mantine's CSS. For table cells, where
 * every row has one and ThemeIcon is several components. Other attributes (a role, a name, a
 * hint) go on the element.
 */
export function CellIcon({
  color,
  size,
  className,
  style,
  ...props
}: {
  color: string
  size: 'sm' | 'md'
} & ComponentPropsWithoutRef<'span'>) {
  return (
    <span
      {...props}
      className={`${ThemeIcon.classes.root} mantine-ThemeIcon-root${className ? ` ${className}` : ''}`}
      style={
        {
          '--ti-size': `var(--ti-size-${size})`,
          '--ti-radius': 'var(--mantine-radius-xl)',
          '--ti-bg': `var(--mantine-color-${color}-light)`,
          '--ti-color': `var(--mantine-color-${color}-light-color)`,
          '--ti-bd': '1px solid transparent',
          ...style,
        } as CSSProperties
      }
    />
  )
}
