import { Button, ColorSwatch, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useRef } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const types = [
  {
    label: 'Success',
    color: 'green',
    title: 'Order sent',
    message: 'Table 4 went to the kitchen.',
  },
  { label: 'Info', color: 'blue', title: 'New booking', message: 'Party of 6 at 20:30.' },
  { label: 'Warning', color: 'yellow', title: 'Low stock', message: 'Burrata: 3 portions left.' },
  { label: 'Error', color: 'red', title: 'Payment failed', message: 'The card reader is offline.' },
] as const

/** The app's one notification system: its types, the loading-then-done update and the queue. */
export function ToastsDemo() {
  const counter = useRef(0)
  const showLoading = () => {
    const id = notifications.show({
      loading: true,
      title: 'Sending the order',
      message: 'Waiting for the kitchen…',
      autoClose: false,
      withCloseButton: false,
    })
    window.setTimeout(
      () =>
        notifications.update({
          id,
          loading: false,
          color: 'green',
          title: 'Order received',
          message: 'The kitchen has it.',
          autoClose: 3000,
          withCloseButton: true,
        }),
      1500,
    )
  }
  const queueFive = () => {
    for (let i = 0; i < 5; i += 1) {
      counter.current += 1
      notifications.show({
        title: `Toast ${counter.current}`,
        message: 'Queued behind the ones shown.',
      })
    }
  }
  return (
    <GalleryPage
      page="extToasts"
      description="Short messages about what just happened. The app has one notification system: at most 2 on screen, each closes after 3 seconds, the rest wait in a queue."
    >
      <DemoSection
        title="Types"
        usage="notifications.show({ color, title, message })"
        note="Green for done, blue for news, yellow for a warning, red for a failure."
      >
        <Group>
          {types.map((type) => (
            <Button
              key={type.label}
              variant="default"
              leftSection={<ColorSwatch color={`var(--mantine-color-${type.color}-6)`} size={12} />}
              onClick={() =>
                notifications.show({ color: type.color, title: type.title, message: type.message })
              }
            >
              {type.label}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection
        title="Loading, then done"
        usage="const id = notifications.show({ loading: true }); notifications.update({ id, … })"
        note="For a slow action: one toast that changes when it finishes."
      >
        <Button variant="light" onClick={showLoading}>
          Send to the kitchen
        </Button>
      </DemoSection>
      <DemoSection
        title="The queue"
        usage="notifications.cleanQueue() · notifications.clean()"
        note="Only two toasts show at once; the others wait their turn."
      >
        <Group>
          <Button variant="light" onClick={queueFive}>
            Show five toasts
          </Button>
          <Button variant="default" onClick={() => notifications.cleanQueue()}>
            Clear the queue
          </Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            Close all
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          Their place on screen is the app&apos;s, set once for every page.
        </Text>
      </DemoSection>
    </GalleryPage>
  )
}
