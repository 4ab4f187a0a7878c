import { Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core'
import {
  IconBread,
  IconCash,
  IconDoorEnter,
  IconMoon,
  IconSoup,
  IconUsersGroup,
} from '@tabler/icons-react'
import { useState } from 'react'
import { UserAvatar } from '@/components/user-avatar'
import { DemoSection, GalleryPage } from '../demo'

const service = [
  {
    time: '09:00',
    title: 'Deliveries checked',
    text: 'Fish, vegetables and bread in; the dairy is 20 minutes late.',
    icon: IconBread,
  },
  {
    time: '10:30',
    title: 'Prep',
    text: 'Stocks on, pasta rolled, desserts portioned.',
    icon: IconSoup,
  },
  {
    time: '11:45',
    title: 'Staff briefing',
    text: 'Specials, allergies and the group of 12 at 13:00.',
    icon: IconUsersGroup,
  },
  {
    time: '12:00',
    title: 'Doors open for lunch',
    text: '48 covers booked, terrace open.',
    icon: IconDoorEnter,
  },
  {
    time: '15:30',
    title: 'Lunch cash-up',
    text: 'Tills counted and handed to the manager.',
    icon: IconCash,
  },
  { time: '23:00', title: 'Close', text: 'Kitchen cleaned, alarm set.', icon: IconMoon },
] as const

/** Timeline: a day's service, step by step, with the current step marked. */
export function TimelineDemo() {
  const [active, setActive] = useState(2)
  const done = active >= service.length - 1
  return (
    <GalleryPage
      title="Timeline"
      description="Events in order: a day's service, an order's journey, a reservation's history."
    >
      <DemoSection
        title="Today's service"
        usage={
          '<Timeline active={step} bulletSize={28}><Timeline.Item bullet={<Icon />} title="…">'
        }
        note="Steps up to the active one are coloured; the text says which is current, not only the colour."
      >
        <Stack gap="md">
          <Timeline active={active} bulletSize={28} lineWidth={2}>
            {service.map((step, index) => (
              <Timeline.Item
                key={step.time}
                bullet={<step.icon size={14} aria-hidden />}
                title={
                  <Group gap="xs">
                    <Text fw={500}>{step.title}</Text>
                    {index === active && (
                      <Badge size="xs" variant="light">
                        Now
                      </Badge>
                    )}
                    {index < active && (
                      <Text span size="xs" c="dimmed">
                        (done)
                      </Text>
                    )}
                  </Group>
                }
              >
                <Text size="sm">{step.text}</Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {step.time}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          <Group gap="xs">
            <Button size="xs" onClick={() => setActive((step) => step + 1)} disabled={done}>
              Next step
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setActive(0)}
              disabled={active === 0}
            >
              Start the day again
            </Button>
            <Text size="sm" aria-live="polite">
              Now: {service[active]?.title}
            </Text>
          </Group>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Order journey, dashed"
        usage={'<Timeline.Item lineVariant="dashed" color="green">'}
        note="A dashed line leads to a step still to come."
      >
        <Timeline active={1} bulletSize={16} color="blue">
          <Timeline.Item title="Order placed" lineVariant="solid">
            <Text size="sm">Table 4, 19:42, by Marco.</Text>
          </Timeline.Item>
          <Timeline.Item title="In the kitchen" lineVariant="dashed">
            <Text size="sm">Mains fired at 19:58.</Text>
          </Timeline.Item>
          <Timeline.Item title="Served">
            <Text size="sm" c="dimmed">
              Expected around 20:15.
            </Text>
          </Timeline.Item>
        </Timeline>
      </DemoSection>

      <DemoSection
        title="With people"
        usage={'<Timeline.Item bullet={<UserAvatar size={24} … />}>'}
        note="Who did what: an avatar as the bullet."
      >
        <Timeline bulletSize={28}>
          {[
            {
              name: 'Sofia Ricci',
              src: '/images/avatars/3.svg',
              text: 'Booked table 12 for Anna Weber, 6 guests.',
            },
            {
              name: 'Marco Bianchi',
              src: '/images/avatars/2.svg',
              text: 'Added a note: one guest is gluten-free.',
            },
            {
              name: 'Giulia Romano',
              src: '/images/avatars/1.svg',
              text: 'Prepared a gluten-free dessert.',
            },
          ].map((entry) => (
            <Timeline.Item
              key={entry.name}
              title={entry.name}
              bullet={<UserAvatar name={entry.name} src={entry.src} size={24} />}
            >
              <Text size="sm">{entry.text}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DemoSection>
    </GalleryPage>
  )
}
