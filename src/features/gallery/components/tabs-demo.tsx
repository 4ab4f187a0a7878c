import { Badge, Tabs, Text } from '@mantine/core'
import { IconCalendar, IconReceipt, IconSettings, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const tabs = [
  {
    value: 'reservations',
    label: 'Reservations',
    icon: IconCalendar,
    text: '38 guests booked for tonight across 14 tables.',
  },
  {
    value: 'orders',
    label: 'Orders',
    icon: IconReceipt,
    text: '12 orders open, the oldest 18 minutes ago.',
  },
  {
    value: 'staff',
    label: 'Staff',
    icon: IconUsers,
    text: '9 on shift: 4 in the kitchen, 5 on the floor.',
  },
  {
    value: 'settings',
    label: 'Settings',
    icon: IconSettings,
    text: 'Service hours, table plan and printers.',
  },
] as const

function Panels() {
  return tabs.map((tab) => (
    <Tabs.Panel key={tab.value} value={tab.value} p="md">
      <Text size="sm">{tab.text}</Text>
    </Tabs.Panel>
  ))
}

/** Tabs: Mantine's Tabs, one panel at a time, moved by the arrow keys. */
export function TabsDemo() {
  const [active, setActive] = useState<string | null>('orders')
  return (
    <GalleryPage
      title="Tabs"
      description="Panels of one subject, one shown at a time. Tab reaches the list, the arrow keys move between tabs, Home and End jump to the first and last; Enter opens the one with focus."
    >
      <DemoSection
        title="Basic"
        usage={'<Tabs defaultValue="…"><Tabs.List><Tabs.Tab value="…">…'}
        note="Keep tab names short and the panels about one subject."
      >
        <Tabs defaultValue="reservations">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Controlled, with icons and a count"
        usage={'<Tabs value={tab} onChange={setTab}>'}
        note="Control the tab when something else needs to know it (the apps keep it in the address)."
      >
        <Tabs value={active} onChange={setActive} variant="outline">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                leftSection={<tab.icon size={16} aria-hidden />}
                rightSection={
                  tab.value === 'orders' ? (
                    <Badge size="xs" circle variant="filled" color="red.9">
                      12
                    </Badge>
                  ) : undefined
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
        <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
          Open tab: {tabs.find((tab) => tab.value === active)?.label}
        </Text>
      </DemoSection>

      <DemoSection
        title="Vertical"
        usage={'<Tabs orientation="vertical">'}
        note="For many tabs or long names; up and down arrows move."
      >
        <Tabs orientation="vertical" defaultValue="staff">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Disabled and at the end"
        usage={'<Tabs.List justify="flex-end"><Tabs.Tab disabled>'}
        note="A disabled tab is skipped by the arrow keys."
      >
        <Tabs defaultValue="reservations" inverted>
          <Panels />
          <Tabs.List justify="flex-end">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.value === 'settings'}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </DemoSection>
    </GalleryPage>
  )
}
