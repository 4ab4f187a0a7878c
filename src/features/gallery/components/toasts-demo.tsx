import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'
import { DemoSection, GalleryPage } from '../demo'

const kinds = [
  {
    label: 'Success',
    color: 'green',
    title: 'Order sent',
    message: 'Table 12: sent to the kitchen.',
  },
  {
    label: 'Error',
    color: 'red',
    title: 'Printer offline',
    message: 'The bar printer did not answer.',
  },
  {
    label: 'Info',
    color: 'blue',
    title: 'New reservation',
    message: 'Anna Weber, Friday 20:00, 6 guests.',
  },
  {
    label: 'Warning',
    color: 'brand',
    title: 'Running low',
    message: 'Four portions of tiramisu left.',
  },
] as const

/** Toasts: the app's one toast system (Mantine notifications, top right, 3 s, at most 2 shown). */
export function ToastsDemo() {
  const queueThree = () => {
    for (const n of [1, 2, 3])
      notifications.show({ title: `Order #${2040 + n} ready`, message: 'Pick it up at the pass.' })
  }

  const saveWithProgress = () => {
    const id = notifications.show({
      loading: true,
      title: 'Saving the menu',
      message: 'Publishing the autumn menu…',
      autoClose: false,
      withCloseButton: false,
    })
    setTimeout(() => {
      notifications.update({
        id,
        loading: false,
        color: 'green',
        title: 'Menu saved',
        message: 'The autumn menu is live.',
        icon: <IconCheck size={18} aria-hidden />,
        autoClose: 3000,
        withCloseButton: true,
      })
    }, 1500)
  }

  return (
    <GalleryPage
      title="Toasts"
      description="A short message after an action, top right. It closes by itself after 3 seconds; at most two are shown, the rest wait their turn."
    >
      <DemoSection
        title="Kinds"
        usage={"notifications.show({ color: 'green', title, message })"}
        note="Call it from anywhere: the one Notifications area is set up for the whole app."
      >
        <Group gap="sm">
          {kinds.map((kind) => (
            <Button
              key={kind.label}
              variant="light"
              color={kind.color}
              onClick={() =>
                notifications.show({ color: kind.color, title: kind.title, message: kind.message })
              }
            >
              {kind.label}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Queue"
        usage={'<Notifications limit={2} autoClose={3000} />'}
        note="Three at once: two show, the third appears when one closes."
      >
        <Group gap="sm">
          <Button onClick={queueThree}>Show three orders</Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            Clear all toasts
          </Button>
        </Group>
      </DemoSection>

      <DemoSection
        title="Loading, then done"
        usage={'const id = notifications.show({ loading: true }); notifications.update({ id, … })'}
        note="For a save that takes a moment: one toast that changes, not two."
      >
        <Button onClick={saveWithProgress}>Publish the menu</Button>
      </DemoSection>

      <DemoSection
        title="Staying open"
        usage={'notifications.show({ autoClose: false, message })'}
        note="For a message someone must read: it stays until closed."
      >
        <Stack gap="xs" align="flex-start">
          <Button
            variant="default"
            onClick={() =>
              notifications.show({
                autoClose: false,
                title: 'Fire alarm test',
                message: 'At 15:00 the alarm sounds for one minute. No need to leave.',
              })
            }
          >
            Show a message that stays
          </Button>
          <Text size="sm" c="dimmed">
            Close it with its close button.
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
