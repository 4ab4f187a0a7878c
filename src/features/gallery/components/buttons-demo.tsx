import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import {
  IconBell,
  IconDeviceFloppy,
  IconPencil,
  IconPlus,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const variants = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const
const colors = ['brand', 'blue', 'indigo', 'red', 'grape', 'dark'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Buttons: the app's Mantine buttons, each with the ripple on press. */
export function ButtonsDemo() {
  const [saving, setSaving] = useState(false)
  const [savedCount, setSavedCount] = useState(0)
  const saved = useTimeout(() => {
    setSaving(false)
    setSavedCount((n) => n + 1)
  }, 1500)
  const [lastAction, setLastAction] = useState('')

  return (
    <GalleryPage
      title="Buttons"
      description="Buttons start an action. Every Mantine button and icon button in the app gets the ripple when pressed."
    >
      <DemoSection
        title="Variants"
        usage={'<Button variant="light">'}
        note="One filled button per area for the main action; light, outline or default for the others."
      >
        <Group gap="sm">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {variant[0]?.toUpperCase()}
              {variant.slice(1)}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Colours"
        usage={'<Button color="red">Delete</Button>'}
        note="Brand for the main action, red for what destroys something."
      >
        <Stack gap="sm">
          {(['filled', 'light'] as const).map((variant) => (
            <Group key={variant} gap="sm">
              {colors.map((color) => (
                <Button key={color} variant={variant} color={color}>
                  {color}
                </Button>
              ))}
            </Group>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection title="Sizes" usage={'<Button size="lg">'}>
        <Group gap="sm" align="center">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              Size {size}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Icons and states"
        usage={'<Button leftSection={<IconPlus />} loading={isPending} />'}
        note="A button that saves shows its loader until the answer comes; a disabled one says why nearby."
      >
        <Stack gap="sm">
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} aria-hidden />}>New reservation</Button>
            <Button variant="default" rightSection={<IconPrinter size={16} aria-hidden />}>
              Print bill
            </Button>
            <Button
              loading={saving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => {
                setSaving(true)
                saved.start()
              }}
            >
              Save menu
            </Button>
            <Button disabled>Close service</Button>
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {saving
              ? 'Saving the menu…'
              : savedCount > 0
                ? `Menu saved ${savedCount === 1 ? 'once' : `${savedCount} times`}.`
                : 'Close service is disabled until every bill is paid.'}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Icon buttons and groups"
        usage={'<ActionIcon aria-label="Edit"><IconPencil /></ActionIcon>'}
        note="An icon button always has a name; a group joins buttons that belong together."
      >
        <Stack gap="sm">
          <Group gap="sm">
            {[
              { label: 'Edit order', icon: IconPencil, variant: 'light' },
              { label: 'Call the waiter', icon: IconBell, variant: 'filled' },
              { label: 'Delete order', icon: IconTrash, variant: 'outline' },
            ].map(({ label, icon: Icon, variant }) => (
              <ActionIcon
                key={label}
                aria-label={label}
                variant={variant}
                color={label.startsWith('Delete') ? 'red' : undefined}
                size="lg"
                onClick={() => setLastAction(label)}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            ))}
            <Button.Group>
              {['Lunch', 'Dinner', 'Brunch'].map((service) => (
                <Button
                  key={service}
                  variant="default"
                  onClick={() => setLastAction(`${service} menu`)}
                >
                  {service}
                </Button>
              ))}
            </Button.Group>
          </Group>
          <Text size="sm" aria-live="polite">
            {lastAction ? `You chose: ${lastAction}` : 'Choose an action.'}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
