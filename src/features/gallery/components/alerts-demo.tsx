import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const kinds = [
  {
    key: 'success',
    color: 'green',
    icon: IconCircleCheck,
    title: 'Order sent to the kitchen',
    text: 'Table 12: two risottos and a grilled sea bass.',
  },
  {
    key: 'info',
    color: 'blue',
    icon: IconInfoCircle,
    title: 'New menu from Monday',
    text: 'The autumn menu replaces the summer one at lunch service.',
  },
  {
    key: 'warning',
    color: 'brand',
    icon: IconAlertTriangle,
    title: 'Low stock',
    text: 'Only 4 portions of tiramisu are left for tonight.',
  },
  {
    key: 'error',
    color: 'red',
    icon: IconCircleX,
    title: 'Payment declined',
    text: 'The card for reservation #1042 was declined. Ask for another one.',
  },
] as const

const variants = ['light', 'filled', 'outline', 'default', 'transparent'] as const

/** Alerts: a message that stays on the page until it no longer applies. */
export function AlertsDemo() {
  const [dismissed, setDismissed] = useState<string[]>([])
  const shown = kinds.filter((kind) => !dismissed.includes(kind.key))
  return (
    <GalleryPage
      title="Alerts"
      description="A message about the current page that stays until it no longer applies: success, information, warning or error."
    >
      <DemoSection
        title="Colours"
        usage={'<Alert color="green" icon={<IconCircleCheck />} title="…">'}
        note="Pick the colour by meaning and always add an icon and a title, so the meaning never depends on colour alone."
      >
        <Stack gap="sm">
          {kinds.map(({ key, color, icon: Icon, title, text }) => (
            <Alert key={key} color={color} title={title} icon={<Icon aria-hidden />}>
              {text}
            </Alert>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title="Variants"
        usage={'<Alert variant="outline">'}
        note="Light is the default; filled is for the one message nobody may miss."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {variants.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              color="blue"
              title={`${variant[0]?.toUpperCase()}${variant.slice(1)}`}
              icon={<IconInfoCircle aria-hidden />}
            >
              The terrace opens at 18:00 tonight.
            </Alert>
          ))}
        </SimpleGrid>
      </DemoSection>

      <DemoSection
        title="Dismissible"
        usage={'<Alert withCloseButton closeButtonLabel="Dismiss" onClose={…}>'}
        note="Let people close a message they have read; give the close button a name."
      >
        <Stack gap="sm">
          {shown.map(({ key, color, icon: Icon, title, text }) => (
            <Alert
              key={key}
              color={color}
              title={title}
              icon={<Icon aria-hidden />}
              withCloseButton
              closeButtonLabel={`Dismiss: ${title}`}
              onClose={() => setDismissed((keys) => [...keys, key])}
            >
              {text}
            </Alert>
          ))}
          <Group>
            <Button
              variant="default"
              disabled={dismissed.length === 0}
              onClick={() => setDismissed([])}
            >
              Show dismissed alerts ({dismissed.length})
            </Button>
          </Group>
        </Stack>
      </DemoSection>

      <DemoSection
        title="With actions"
        usage={'<Alert title="…"><Group><Button size="xs">…</Button></Group></Alert>'}
        note="When the message asks for a decision, put the actions inside it."
      >
        <Alert
          color="brand"
          title="Table 7 has waited 25 minutes"
          icon={<IconAlertTriangle aria-hidden />}
        >
          <Stack gap="xs">
            The starters for table 7 have not left the kitchen yet.
            <Group gap="xs">
              <Button
                size="xs"
                color="brand"
                onClick={() => notifications.show({ message: 'A drink is on its way to table 7' })}
              >
                Offer a drink
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  notifications.show({ message: 'The kitchen was asked about table 7' })
                }
              >
                Call the kitchen
              </Button>
            </Group>
          </Stack>
        </Alert>
      </DemoSection>
    </GalleryPage>
  )
}
