import '@/components/styles/full-styles'
import {
  Drawer,
  Group,
  Loader,
  Radio,
  Stack,
  Switch,
  Text,
  Title,
  useDirection,
} from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { chatStatuses, chatStatusSchema } from '@/contract/chat'
import { translateMessage } from '@/lib/messages'
import { useProfileUser } from '../api/get-profile-user'
import { useUpdateProfileUser } from '../api/update-profile-user'
import { StatusAvatar } from './status-avatar'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

/** The profile user's sidebar: about, status and the chat settings, each saved when changed. */
export function ProfileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('chat')
  // It opens from the side the profile avatar is on: the start of the line.
  const { dir } = useDirection()
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      title={t('profile.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      {opened && <ProfileDetails />}
    </Drawer>
  )
}

function ProfileDetails() {
  const { t } = useTranslation('chat')
  const { data, isPending, error, refetch } = useProfileUser()
  const update = useUpdateProfileUser()

  if (isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('profile.loading')}</Text>
      </Group>
    )
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />

  const { profileUser } = data
  return (
    <Stack gap="lg">
      <Stack align="center" gap={4}>
        <StatusAvatar
          name={profileUser.fullName}
          src={profileUser.avatar}
          status={profileUser.status}
          size={80}
        />
        <Title order={2} size="h4" mt="sm" dir="auto">
          {profileUser.fullName}
        </Title>
        <Text size="sm" c="dimmed" dir="auto">
          {profileUser.role}
        </Text>
      </Stack>
      <div>
        <Title order={3} size="h6" tt="uppercase" c="dimmed" mb={4}>
          {t('about')}
        </Title>
        <Text size="sm" dir="auto">
          {profileUser.about || t('nothingWritten')}
        </Text>
      </div>
      <Radio.Group
        label={t('profile.status')}
        value={profileUser.status}
        onChange={(value) => {
          const status = chatStatusSchema.safeParse(value)
          if (status.success) update.mutate({ status: status.data })
        }}
      >
        <Stack gap="xs" mt="xs">
          {chatStatuses.map((status) => (
            <Radio key={status} value={status} label={t(`status.${status}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="sm">
        <Title order={3} size="h6" tt="uppercase" c="dimmed">
          {t('profile.settings')}
        </Title>
        <Switch
          label={t('profile.twoStep')}
          checked={profileUser.settings.isTwoStepAuthVerificationEnabled}
          onChange={(event) =>
            update.mutate({
              settings: { isTwoStepAuthVerificationEnabled: event.currentTarget.checked },
            })
          }
        />
        <Switch
          label={t('profile.notifications')}
          checked={profileUser.settings.isNotificationsOn}
          onChange={(event) =>
            update.mutate({ settings: { isNotificationsOn: event.currentTarget.checked } })
          }
        />
      </Stack>
      {update.error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('profile.notSaved', { reason: translateMessage(update.error.message) })}
        </Text>
      )}
    </Stack>
  )
}
