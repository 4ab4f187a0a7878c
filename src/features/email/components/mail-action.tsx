import { ActionIcon, type ActionIconProps } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'

type MailActionProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & {
    /** The button's accessible name, and the word its toolbar's one hint shows (`HintTooltip`). */
    label: string
    icon: Icon
    /** The icon's own class (an arrow that points the way the text reads). */
    iconClassName?: string
  }

/** One of the mail toolbars' icon buttons: quiet (grey unless given a colour), named by `label`. */
export function MailAction({ label, icon: Glyph, iconClassName, ...button }: MailActionProps) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={label} data-hint={label} {...button}>
      <Glyph size={18} aria-hidden className={iconClassName} />
    </ActionIcon>
  )
}
