import { Group, Stack, Switch, Text } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/switch: settings that apply at once. */
export function SwitchDemo() {
  const [open, setOpen] = useState(true)
  const [alerts, setAlerts] = useState<string[]>(['new'])
  return (
    <GalleryPage
      page="formSwitch"
      description="On/off settings that take effect immediately, without a save button."
    >
      <DemoSection
        title="Basic"
        usage={'<Switch label="…" checked onChange />'}
        note="Use a switch when the change applies at once; say what it does in the label."
      >
        <Stack gap="sm">
          <Switch
            label="Accept online reservations"
            checked={open}
            onChange={(event) => setOpen(event.currentTarget.checked)}
          />
          <Text size="sm" aria-live="polite">
            {open ? 'Guests can book online.' : 'Online booking is paused.'}
          </Text>
          <Switch label="Happy hour pricing (set by the owner)" disabled />
        </Stack>
      </DemoSection>
      <DemoSection
        title="Group"
        usage={'<Switch.Group label="…" value onChange>'}
        note="Related settings in one labelled group."
      >
        <Switch.Group label="Notify me about" value={alerts} onChange={setAlerts}>
          <Stack mt="xs" gap="xs">
            <Switch value="new" label="New reservations" />
            <Switch value="cancel" label="Cancellations" />
            <Switch value="reviews" label="New reviews" />
          </Stack>
        </Switch.Group>
      </DemoSection>
      <DemoSection
        title="With icons and sizes"
        usage={'<Switch size="lg" onLabel={…} offLabel={…} />'}
      >
        <Group>
          <Switch size="xs" label="Compact" />
          <Switch
            size="lg"
            label="Evening menu"
            defaultChecked
            onLabel={<IconMoon size={14} aria-hidden />}
            offLabel={<IconSun size={14} aria-hidden />}
          />
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
