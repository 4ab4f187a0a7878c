import { Badge, Group, NavLink, Paper, Tabs, Text } from '@mantine/core'
import { IconCalendar, IconChefHat, IconGlass, IconReceipt } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const sections = [
  {
    value: 'orders',
    label: 'Orders',
    icon: IconReceipt,
    text: '12 open orders, 3 waiting for the kitchen.',
    count: 12,
  },
  {
    value: 'kitchen',
    label: 'Kitchen',
    icon: IconChefHat,
    text: 'Mains are 8 minutes behind; starters on time.',
    count: 3,
  },
  {
    value: 'bar',
    label: 'Bar',
    icon: IconGlass,
    text: 'Six cocktails queued; the prosecco is cold.',
    count: 6,
  },
  {
    value: 'bookings',
    label: 'Bookings',
    icon: IconCalendar,
    text: '38 guests booked for tonight, 4 walk-ins so far.',
    count: 0,
  },
] as const

const justify = ['flex-start', 'center', 'flex-end'] as const

function SectionPanels() {
  return sections.map((section) => (
    <Tabs.Panel key={section.value} value={section.value} pt="md">
      <Text size="sm">{section.text}</Text>
    </Tabs.Panel>
  ))
}

/** Navs: a row or column of links that switch what the area below shows. */
export function NavsDemo() {
  const [align, setAlign] = useState<(typeof justify)[number]>('flex-start')
  const [side, setSide] = useState<string>('orders')
  const current = sections.find((section) => section.value === side)
  return (
    <GalleryPage
      title="Navs"
      description="A row or column of items that switches what the area next to it shows. The arrow keys move between items, as in tabs."
    >
      <DemoSection
        title="Basic nav"
        usage={'<Tabs variant="default"><Tabs.List>…</Tabs.List><Tabs.Panel …/></Tabs>'}
        note="Underlined items over a panel; the chosen one is marked."
      >
        <Tabs defaultValue="orders">
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title="Alignment"
        usage={'<Tabs.List justify="center"> or <Tabs.List grow>'}
        note="Start, centre or end; grow fills the row."
      >
        <Tabs defaultValue="kitchen" variant="outline">
          <Tabs.List justify={align}>
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
        <Group gap="xs" mt="sm" role="group" aria-label="Nav alignment">
          {justify.map((value) => (
            <Badge
              key={value}
              component="button"
              type="button"
              variant={align === value ? 'filled' : 'default'}
              aria-pressed={align === value}
              onClick={() => setAlign(value)}
              style={{ cursor: 'pointer' }}
            >
              {{ 'flex-start': 'Start', center: 'Centre', 'flex-end': 'End' }[value]}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Vertical nav with icons and counts"
        usage={'<NavLink active={…} leftSection={<Icon />} rightSection={<Badge>…</Badge>} />'}
        note="A side nav for a settings or detail page; counts show what needs attention."
      >
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Paper withBorder w={220} component="nav" aria-label="Service areas">
            {sections.map((section) => (
              <NavLink
                key={section.value}
                component="button"
                type="button"
                label={section.label}
                leftSection={<section.icon size={18} aria-hidden />}
                rightSection={
                  section.count > 0 ? (
                    <Badge size="sm" variant="light" circle>
                      {section.count}
                    </Badge>
                  ) : undefined
                }
                active={side === section.value}
                aria-current={side === section.value ? 'true' : undefined}
                onClick={() => setSide(section.value)}
              />
            ))}
          </Paper>
          <Paper withBorder p="md" style={{ flex: 1, minWidth: 200 }} aria-live="polite">
            <Text fw={500}>{current?.label}</Text>
            <Text size="sm">{current?.text}</Text>
          </Paper>
        </Group>
      </DemoSection>

      <DemoSection
        title="With icons"
        usage={'<Tabs.Tab leftSection={<IconReceipt />}>'}
        note="Icons help on a busy page; keep the words."
      >
        <Tabs defaultValue="bar">
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab
                key={section.value}
                value={section.value}
                leftSection={<section.icon size={16} aria-hidden />}
                disabled={section.value === 'bookings'}
              >
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
      </DemoSection>
    </GalleryPage>
  )
}
