import { Button, Stack, Text } from '@mantine/core'
import {
  IconAlertOctagon,
  IconFile,
  IconInbox,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { ColorDot } from '@/components/color-dot'
import { navLinkCount, navLinkParts, plainNavLinkClass } from '@/components/plain-nav-link'
import {
  emailLabels,
  emailViews,
  type EmailLabel,
  type EmailView,
  type EmailsResponse,
} from '@/contract/email'
import { labelColors } from '../email-text'

const viewIcons: Record<EmailView, Icon> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconAlertOctagon,
  trash: IconTrash,
}

interface EmailSidebarProps {
  view: EmailView
  label: EmailLabel | undefined
  meta: EmailsResponse['emailsMeta'] | undefined
  onView: (view: EmailView) => void
  onLabel: (label: EmailLabel) => void
  onCompose: () => void
}

/** Compose, the folders with their counts, and the labels. */
export function EmailSidebar({ view, label, meta, onView, onLabel, onCompose }: EmailSidebarProps) {
  const { t } = useTranslation('email')
  const badgeOf = (folder: EmailView) =>
    folder === 'inbox' || folder === 'draft' || folder === 'spam' ? meta?.[folder] : undefined
  return (
    <Stack gap="md">
      <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onCompose} fullWidth>
        {t('compose')}
      </Button>
      <nav aria-label={t('folderNav')}>
        {emailViews.map((folder) => {
          const FolderIcon = viewIcons[folder]
          const count = badgeOf(folder)
          const title = t(`folders.${folder}`)
          return (
            <button
              key={folder}
              type="button"
              className={plainNavLinkClass}
              aria-current={!label && view === folder ? 'page' : undefined}
              onClick={() => onView(folder)}
              aria-label={
                count
                  ? t(folder === 'draft' ? 'folderDrafts' : 'folderUnread', {
                      folder: title,
                      count,
                    })
                  : undefined
              }
            >
              {navLinkParts(
                <FolderIcon size={18} aria-hidden />,
                title,
                count ? navLinkCount(count) : undefined,
              )}
            </button>
          )
        })}
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <Text id="email-labels-heading" size="xs" tt="uppercase" fw={600} c="dimmed" px="sm" mb={4}>
          {t('labelsHeading')}
        </Text>
        {emailLabels.map((name) => (
          <button
            key={name}
            type="button"
            className={plainNavLinkClass}
            aria-current={label === name ? 'page' : undefined}
            onClick={() => onLabel(name)}
          >
            {navLinkParts(
              <ColorDot color={`var(--mantine-color-${labelColors[name]}-6)`} size={10} />,
              t(`labels.${name}`),
            )}
          </button>
        ))}
      </nav>
    </Stack>
  )
}
