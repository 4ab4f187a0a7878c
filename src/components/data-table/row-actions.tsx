import { createLink, type LinkComponent } from '@tanstack/react-router'
import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ReactNode,
} from 'react'
import classes from './row-actions.module.css'

/** What every row action has: its icon, its full name for assistive technology, its short hint. */
interface RowActionLook {
  /** Red for a destructive action, yellow for a mark that is on (a star); gray otherwise. */
  color?: 'gray' | 'red' | 'yellow'
  /** The accessible name: the action and the row ("Delete Giulia Rossi"). */
  'aria-label': string
  /** The word the table's one tooltip shows (`HintTooltip`): "Delete". */
  hint: string
  children: ReactNode
}

/** A row's action controls, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>
}

const actionProps = (color: RowActionLook['color'] = 'gray', hint: string) => ({
  className: `mantine-focus-auto ${classes.action}`,
  'data-color': color,
  'data-hint': hint,
})

/** A row action that does something here (opens a dialog, downloads). */
export function RowActionButton({
  color,
  hint,
  children,
  ...props
}: RowActionLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'children'>) {
  return (
    <button type="button" {...props} {...actionProps(color, hint)}>
      {children}
    </button>
  )
}

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'children'>

const RowActionAnchor = forwardRef<HTMLAnchorElement, RowActionLook & AnchorAttributes>(
  function RowActionAnchor({ color, hint, children, ...props }, ref) {
    return (
      <a ref={ref} {...props} {...actionProps(color, hint)}>
        {children}
      </a>
    )
  },
)

/** A row action that opens a page: a router link, typed like `<Link>`. */
export const RowActionLink: LinkComponent<typeof RowActionAnchor> = createLink(RowActionAnchor)
