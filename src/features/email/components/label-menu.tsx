import { IconTag } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { ColorDot } from '@/components/color-dot'
import { MenuOnDemand } from '@/components/menu-on-demand'
import { MailAction } from './mail-action'
import { emailLabels, type EmailLabel } from '@/contract/email'
import { labelColors } from '../email-text'

interface LabelMenuProps {
  /** The button's accessible name. */
  label: string
  onToggle: (label: EmailLabel) => void
  /** For one mail: whether it has the label (the items become checkboxes). */
  isChecked?: (label: EmailLabel) => boolean
}

/** The label toggles, for one open mail or for the mails selected in the list. */
export function LabelMenu({ label, onToggle, isChecked }: LabelMenuProps) {
  const { t } = useTranslation('email')
  // For one mail the items say whether it has each label; for a selection they only toggle.
  const checkable = (name: EmailLabel) =>
    isChecked ? { role: 'menuitemcheckbox', 'aria-checked': isChecked(name) } : {}
  return (
    // Mounted on demand (`MenuOnDemand`): the mail list draws it for every selection.
    <MenuOnDemand position="bottom-end" target={<MailAction label={label} icon={IconTag} />}>
      {(Menu) => (
        <Menu.Dropdown>
          {emailLabels.map((name) => (
            <Menu.Item
              key={name}
              {...checkable(name)}
              leftSection={
                <ColorDot color={`var(--mantine-color-${labelColors[name]}-6)`} size={10} />
              }
              onClick={() => onToggle(name)}
            >
              {t(`labels.${name}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
