import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { OnDemand, type Floating } from '../menu-on-demand'
import { HeaderIconButton } from './header-icon-button'
import classes from './header-popover.module.css'

/**
 * A header icon button (`icon`, named `label`, its hint `hint`) with its count (`badge`) and a
 * dropdown panel (`children`, drawing a `Popover.Dropdown` with the `Popover` it is given),
 * opened and closed through the caller's state (`opened`, `onChange`; the button toggles it).
 * The popover mounts when it may be wanted (`OnDemand`); the button and its count show at once.
 * Not in a portal: the panel stays inside the header landmark.
 */
export function HeaderPopover({
  icon,
  label,
  hint,
  badge,
  opened,
  onChange,
  children,
}: {
  icon: Icon
  label: string
  hint: string
  badge: ReactNode
  opened: boolean
  onChange: (opened: boolean) => void
  children: (Popover: Floating['Popover']) => ReactNode
}) {
  const button = (
    <HeaderIconButton label={label} hint={hint} icon={icon} onClick={() => onChange(!opened)} />
  )
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
      {(target, _opening, { Popover }) => (
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
          {children(Popover)}
        </Popover>
      )}
    </OnDemand>
  )
}
