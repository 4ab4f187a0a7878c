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
import { QueryError } from '@/components/query-error'
import { chatStatuses, chatStatusSchema } from '@/contract/chat'
import { useProfileUser } from '../api/get-profile-user'
import { useUpdateProfileUser } from '../api/update-profile-user'
import { statusLabels } from '../chat-format'
import { StatusAvatar } from './status-avatar'

/** The profile user's sidebar: about, status and the chat settings, each saved when changed. */
export function ProfileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // It opens from the side the profile avatar is on: the start of the line.
  const { dir } = useDirection()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      title="Your profile"
      closeButtonProps={{ 'aria-label': 'Close your profile' }}
    >
      {opened && <ProfileDetails />}
    </Drawer>
  )
}

function ProfileDetails() {
  const { data, isPending, error, refetch } = useProfileUser()
  const update = useUpdateProfileUser()

  if (isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading your profile…</Text>
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
          About
        </Title>
        <Text size="sm" dir="auto">
          {profileUser.about || 'Nothing written yet.'}
        </Text>
      </div>
      <Radio.Group
        label="Status"
        value={profileUser.status}
        onChange={(value) => {
          const status = chatStatusSchema.safeParse(value)
          if (status.success) update.mutate({ status: status.data })
        }}
      >
        <Stack gap="xs" mt="xs">
          {chatStatuses.map((status) => (
            <Radio key={status} value={status} label={statusLabels[status]} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap="sm">
        <Title order={3} size="h6" tt="uppercase" c="dimmed">
          Settings
        </Title>
        <Switch
          label="Two-step verification"
          checked={profileUser.settings.isTwoStepAuthVerificationEnabled}
          onChange={(event) =>
            update.mutate({
              settings: { isTwoStepAuthVerificationEnabled: event.currentTarget.checked },
            })
          }
        />
        <Switch
          label="Notifications"
          checked={profileUser.settings.isNotificationsOn}
          onChange={(event) =>
            update.mutate({ settings: { isNotificationsOn: event.currentTarget.checked } })
          }
        />
      </Stack>
      {update.error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Your change was not saved: {update.error.message}
        </Text>
      )}
    </Stack>
  )
}
