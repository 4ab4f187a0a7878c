import { Popover } from '@mantine/core'
import type { ReactElement, ReactNode } from 'react'
import { OnDemand, type TargetProps } from '../menu-on-demand'
import classes from './header-popover.module.css'

/**
 * A header button with its count (`badge`) and a dropdown panel (`children`, a
 * `Popover.Dropdown`), opened and closed by the caller (`opened`, `onChange`; the button's own
 * click toggles it). The popover mounts when it may be wanted (`OnDemand`); the button and its
 * count show at once. Not in a portal: the panel stays inside the header landmark.
 */
export function HeaderPopover({
  button,
  badge,
  opened,
  onChange,
  children,
}: {
  button: ReactElement<TargetProps>
  badge: ReactNode
  opened: boolean
  onChange: (opened: boolean) => void
  children: ReactNode
}) {
  return (
    <OnDemand
      target={button}
      popup="dialog"
      idle={(target) => (
        <span className={classes.anchor}>
          {target}
          {badge}
        </span>
      )}
    >
      {(target) => (
        <Popover
          position="bottom-end"
          width="min(340px, calc(100vw - 24px))"
          shadow="md"
          withinPortal={false}
          opened={opened}
          onChange={onChange}
        >
          <span className={classes.anchor}>
            <Popover.Target>{target}</Popover.Target>
            {badge}
          </span>
          {children}
        </Popover>
      )}
    </OnDemand>
  )
}
