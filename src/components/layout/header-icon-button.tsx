import { ActionIcon, type ActionIconProps } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'

type HeaderIconButtonProps = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & {
    /** The button's accessible name. */
    label: string
    /** The word the header's one hint shows (`HintTooltip`); the label when not given. */
    hint?: string
    icon: Icon
  }

/** A header bar's icon button: quiet until hovered, its word in the header's hint. */
export function HeaderIconButton({ label, hint, icon: Glyph, ...button }: HeaderIconButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-hint={hint ?? label}
      {...button}
    >
      <Glyph size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  )
}
