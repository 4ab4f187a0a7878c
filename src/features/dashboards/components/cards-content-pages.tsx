import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core'
import {
  IconCheck,
  IconChefHat,
  IconCreditCard,
  IconMapPin,
  IconSoup,
  IconTruckDelivery,
} from '@tabler/icons-react'
import { formatFigure } from '../format'

// The basic and advance cards show content, not figures from the back end: no charts here.

function CardTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  )
}

/** `/cards/basic`: simple content cards (text, a picture, a list). */
export function CardsBasicPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Basic cards</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Today&apos;s special</CardTitle>
            <Text>
              Slow-cooked lamb shoulder with rosemary potatoes and a red wine jus. Served from 6 pm
              while it lasts.
            </Text>
            <Group>
              <Badge variant="light">Main course</Badge>
              <Text fw={700}>{formatFigure(28, 'usd')}</Text>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Card.Section
            h={120}
            style={{
              display: 'grid',
              placeItems: 'center',
              background: 'var(--mantine-color-brand-light)',
            }}
          >
            <IconSoup size={56} aria-hidden color="var(--mantine-color-brand-light-color)" />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <CardTitle>Soup of the week</CardTitle>
            <Text>Roasted tomato and basil, with sourdough from the bakery next door.</Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Opening checklist</CardTitle>
            <List
              spacing="xs"
              icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />}
            >
              <List.Item>Fridge temperatures logged</List.Item>
              <List.Item>Bread and butter portioned</List.Item>
              <List.Item>Tables set for the 12:00 booking</List.Item>
              <List.Item>Delivery tablets charged</List.Item>
            </List>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Allergen notice</CardTitle>
            <Text>
              Ask a member of staff about the allergens in each dish. Our kitchen handles nuts,
              gluten, dairy and shellfish.
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Team message</CardTitle>
            <Text>Staff meal moves to 16:30 on Saturday for the wedding party of 60 covers.</Text>
            <Text size="sm" c="dimmed">
              Posted by the head chef
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}

const team = [
  { name: 'Marta Rossi', role: 'Head chef', initials: 'MR', shifts: 5 },
  { name: 'Jonas Weber', role: 'Sous chef', initials: 'JW', shifts: 4 },
  { name: 'Ana Costa', role: 'Front of house', initials: 'AC', shifts: 5 },
] as const

/** `/cards/advance`: richer cards (profile, timeline, payment, employees). */
export function CardsAdvancePage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Advanced cards</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack align="center" gap="xs">
            <Avatar size={72} color="brand" radius="xl" alt="">
              MR
            </Avatar>
            <CardTitle>Marta Rossi</CardTitle>
            <Text c="dimmed" size="sm">
              Head chef, Tavola Centro
            </Text>
            <Group gap="xl" mt="xs">
              <Stack gap={0} align="center">
                <Text fw={700}>12</Text>
                <Text size="sm" c="dimmed">
                  Years
                </Text>
              </Stack>
              <Stack gap={0} align="center">
                <Text fw={700}>48</Text>
                <Text size="sm" c="dimmed">
                  Dishes
                </Text>
              </Stack>
              <Stack gap={0} align="center">
                <Text fw={700}>4.9</Text>
                <Text size="sm" c="dimmed">
                  Rating
                </Text>
              </Stack>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <CardTitle>Order #4821</CardTitle>
            <Timeline active={2} bulletSize={24} lineWidth={2}>
              <Timeline.Item bullet={<IconCheck size={14} aria-hidden />} title="Order placed">
                <Text size="sm" c="dimmed">
                  18:02, two mains and a dessert
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconChefHat size={14} aria-hidden />} title="In the kitchen">
                <Text size="sm" c="dimmed">
                  18:05, fired by the grill station
                </Text>
              </Timeline.Item>
              <Timeline.Item
                bullet={<IconTruckDelivery size={14} aria-hidden />}
                title="Out for delivery"
              >
                <Text size="sm" c="dimmed">
                  18:27, rider on the way
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconMapPin size={14} aria-hidden />} title="Delivered">
                <Text size="sm" c="dimmed">
                  Expected 18:40
                </Text>
              </Timeline.Item>
            </Timeline>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <CardTitle>Supplier payment</CardTitle>
              <IconCreditCard aria-hidden />
            </Group>
            <Text size="sm" c="dimmed">
              Green Valley Produce, due 28 November
            </Text>
            <Text fz={28} fw={700}>
              {formatFigure(4_860, 'usd')}
            </Text>
            <Text size="sm">Card ending 4242</Text>
            <Group>
              <Button>Pay now</Button>
              <Button variant="default">Details</Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Kitchen team this week</CardTitle>
            {team.map((member) => (
              <Group key={member.name} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color="brand" radius="xl" alt="">
                    {member.initials}
                  </Avatar>
                  <div>
                    <Text fw={600}>{member.name}</Text>
                    <Text size="sm" c="dimmed">
                      {member.role}
                    </Text>
                  </div>
                </Group>
                <Text size="sm">{member.shifts} shifts</Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>Fit-out of the new terrace</CardTitle>
            <Text size="sm">Seating for 40, heaters and a pergola.</Text>
            <Text size="sm" fw={600}>
              68% done
            </Text>
            <Progress value={68} aria-hidden />
            <Text size="sm" c="dimmed">
              Opening planned for 1 March
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
