import { Badge, NavLink, UnstyledButton } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'

/**
 * Mantine's NavLink as plain elements with its classes, for the side lists of an app (the mail
 * folders and labels, the to-do views and tags): give this class to a `button` or a router
 * `Link` with `aria-current="page"` on the chosen one, and `navLinkParts` as its content. The look,
 * the chosen and hover colours and both skins come from Mantine's CSS. A Mantine NavLink is
 * about eight components, and such a list draws ten of them with its page's first screen.
 */
export const plainNavLinkClass = `mantine-focus-auto ${NavLink.classes.root} mantine-NavLink-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`

const sectionClass = `${NavLink.classes.section} mantine-NavLink-section`

/** A NavLink's inside: the icon or dot before, the words, and what comes after (a count). */
export function navLinkParts(icon: ReactNode, label: string, after?: ReactNode) {
  return (
    <>
      <span className={sectionClass} data-position="left">
        {icon}
      </span>
      <div className={`${NavLink.classes.body} mantine-NavLink-body`}>
        <span className={`${NavLink.classes.label} mantine-NavLink-label`}>{label}</span>
      </div>
      {after !== undefined && (
        <span className={sectionClass} data-position="right">
          {after}
        </span>
      )}
    </>
  )
}

const countStyle = {
  '--badge-height': 'var(--badge-height-sm)',
  '--badge-padding-x': 'var(--badge-padding-x-sm)',
  '--badge-fz': 'var(--badge-fz-sm)',
  '--badge-bg': 'var(--mantine-primary-color-light)',
  '--badge-color': 'var(--mantine-primary-color-light-color)',
  '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties

/**
 * A count after a NavLink's words: Mantine's light Badge at size `sm`, round up to 9. Hidden from
 * assistive technology: the link's name says it ("Inbox, 6 unread").
 */
export function navLinkCount(count: number) {
  return (
    <span
      className={`${Badge.classes.root} mantine-Badge-root`}
      data-variant="light"
      data-size="sm"
      data-circle={count < 10 || undefined}
      aria-hidden
      style={countStyle}
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{count}</span>
    </span>
  )
}
