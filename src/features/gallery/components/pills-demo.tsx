import { Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core'
import { IconMoon, IconSun, IconSunrise } from '@tabler/icons-react'
import { useState } from 'react'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const services = [
  {
    value: 'breakfast',
    label: 'Breakfast',
    icon: IconSunrise,
    text: () => '07:00 to 10:30 · pastries, eggs, fresh juice.',
  },
  {
    value: 'lunch',
    label: 'Lunch',
    icon: IconSun,
    text: () => `12:00 to 15:00 · set menu at ${formatMoney(19, { whole: true })}, two courses.`,
  },
  {
    value: 'dinner',
    label: 'Dinner',
    icon: IconMoon,
    text: () => '18:30 to 23:00 · à la carte and the tasting menu.',
  },
] as const

const views = ['Day', 'Week', 'Month'] as const

function ServicePanels() {
  return services.map((service) => (
    <Tabs.Panel key={service.value} value={service.value} p="md">
      <Text size="sm">{service.text()}</Text>
    </Tabs.Panel>
  ))
}

/** Pills: rounded nav items that switch a panel. */
export function PillsDemo() {
  const [view, setView] = useState<string>('Week')
  return (
    <GalleryPage
      title="Pills"
      description="Rounded nav items that switch what the panel shows. Arrow keys move between pills; the chosen one is filled."
    >
      <DemoSection
        title="Basic pills"
        usage={'<Tabs variant="pills" radius="xl">'}
        note="A filled pill marks the current choice."
      >
        <Tabs variant="pills" radius="xl" defaultValue="lunch">
          <Tabs.List>
            {services.map((service) => (
              <Tabs.Tab key={service.value} value={service.value}>
                {service.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Filled width, with icons"
        usage={'<Tabs.List grow> + <Tabs.Tab leftSection={<Icon />}>'}
        note="Grow shares the row equally, good on phones."
      >
        <Tabs variant="pills" defaultValue="dinner">
          <Tabs.List grow>
            {services.map((service) => (
              <Tabs.Tab
                key={service.value}
                value={service.value}
                leftSection={<service.icon size={16} aria-hidden />}
              >
                {service.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Vertical pills"
        usage={'<Tabs variant="pills" orientation="vertical">'}
        note="Up and down arrows move between pills."
      >
        <Tabs variant="pills" orientation="vertical" defaultValue="breakfast">
          <Tabs.List>
            {services.map((service) => (
              <Tabs.Tab key={service.value} value={service.value}>
                {service.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Segmented control"
        usage={'<SegmentedControl data={["Day", "Week", "Month"]} />'}
        note="Pills that pick a value for the view, rather than a panel."
      >
        <Stack gap="sm">
          <Group>
            <SegmentedControl
              aria-label="Bookings view"
              value={view}
              onChange={setView}
              data={[...views]}
              radius="xl"
            />
          </Group>
          <Text size="sm" aria-live="polite">
            Showing bookings by {view.toLowerCase()}.
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
