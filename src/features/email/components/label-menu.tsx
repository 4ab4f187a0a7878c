import { ActionIcon, ColorSwatch, Menu } from '@mantine/core'
import { IconTag } from '@tabler/icons-react'
import { emailLabels, type EmailLabel } from '@/contract/email'
import { labelColors, labelTitles } from '../email-text'

interface LabelMenuProps {
  /** The button's accessible name. */
  label: string
  onToggle: (label: EmailLabel) => void
  /** For one mail: whether it has the label (the items become checkboxes). */
  isChecked?: (label: EmailLabel) => boolean
}

/** The label toggles, for one open mail or for the mails selected in the list. */
export function LabelMenu({ label, onToggle, isChecked }: LabelMenuProps) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconTag size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {emailLabels.map((name) => (
          <Menu.Item
            key={name}
            {...(isChecked ? { role: 'menuitemcheckbox', 'aria-checked': isChecked(name) } : {})}
            leftSection={
              <ColorSwatch
                color={`var(--mantine-color-${labelColors[name]}-6)`}
                size={10}
                aria-hidden
              />
            }
            onClick={() => onToggle(name)}
          >
            {labelTitles[name]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
