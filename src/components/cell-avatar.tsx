import { Avatar, rem } from '@mantine/core'
import { useState, type CSSProperties } from 'react'
import { initials, initialsColor } from './avatar-initials'

/**
 * `UserAvatar` (round, light initials colours) as plain elements with Mantine Avatar's classes
 * and variables: its look and both skins come from Mantine's CSS. For table rows, where every row
 * has one: Mantine's Avatar is two components that draw again after every mount and every new
 * picture, each time a next page or a search puts another person in the row. The row writes the
 * name beside it, so the picture or the initials are decoration, hidden from assistive
 * technology.
 */
export function CellAvatar({
  name,
  src,
  size,
  className,
}: {
  name: string
  src?: string
  size: number
  /** More classes for the root (Mantine's `mantine-visible-from-sm` to hide it on a phone). */
  className?: string
}) {
  // The picture that failed to load: its row shows the initials until it holds another picture.
  const [failed, setFailed] = useState<string>()
  const color = initialsColor(name)
  const picture = src && src !== failed ? src : undefined
  return (
    <div
      className={`${Avatar.classes.root} mantine-Avatar-root${className ? ` ${className}` : ''}`}
      aria-hidden
      style={
        {
          '--avatar-size': rem(size),
          '--avatar-radius': 'var(--mantine-radius-xl)',
          '--avatar-bg': `var(--mantine-color-${color}-light)`,
          '--avatar-color': `var(--mantine-color-${color}-light-color)`,
          '--avatar-bd': `${rem(1)} solid transparent`,
        } as CSSProperties
      }
    >
      {picture ? (
        <img
          className={`${Avatar.classes.image} mantine-Avatar-image`}
          src={picture}
          alt=""
          onError={() => setFailed(picture)}
        />
      ) : (
        <span className={`${Avatar.classes.placeholder} mantine-Avatar-placeholder`}>
          {initials(name)}
        </span>
      )}
    </div>
  )
}
