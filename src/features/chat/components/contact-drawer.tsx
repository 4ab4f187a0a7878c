import { Drawer, Stack, Text, Title, useDirection } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import type { ChatContact } from '@/contract/chat'
import { StatusAvatar } from './status-avatar'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

/** The open chat's contact: who they are, their status and about text. */
export function ContactDrawer({
  contact,
  opened,
  onClose,
}: {
  contact: ChatContact
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  // It opens from the end of the line, away from the chats list.
  const { dir } = useDirection()
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'left' : 'right'}
      title={t('contact.title')}
      closeButtonProps={{ 'aria-label': t('contact.close') }}
    >
      <Stack align="center" gap={4} mb="lg">
        <StatusAvatar
          name={contact.fullName}
          src={contact.avatar}
          status={contact.status}
          size={80}
        />
        <Title order={2} size="h4" mt="sm" dir="auto">
          {contact.fullName}
        </Title>
        <Text size="sm" c="dimmed" dir="auto">
          {contact.role}
        </Text>
        <Text size="sm">{t('contact.status', { status: t(`status.${contact.status}`) })}</Text>
      </Stack>
      <Title order={3} size="h6" tt="uppercase" c="dimmed" mb={4}>
        {t('about')}
      </Title>
      <Text size="sm" dir="auto">
        {contact.about || t('nothingWritten')}
      </Text>
    </Drawer>
  )
}
