import '@/components/styles/full-styles'
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
import { useTranslation } from '@/lib/use-translation'
import { formatFigure } from '../format'

// The basic and advance cards show content, not figures from the back end: no charts here. Their
// words are translated; the names in them (people, a restaurant, a supplier) stay as written.

function CardTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h4">
      {children}
    </Title>
  )
}

const checklist = ['fridge', 'bread', 'tables', 'tablets'] as const

/** `/cards/basic`: simple content cards (text, a picture, a list). */
export function CardsBasicPage() {
  const { t } = useTranslation('dashboards')
  const price = formatFigure(28, 'usd')
  return (
    <Stack gap="lg">
      <Title order={1}>{t('cardsBasic.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsBasic.special.title')}</CardTitle>
            <Text>{t('cardsBasic.special.text')}</Text>
            <Group>
              <Badge variant="light">{t('cardsBasic.special.course')}</Badge>
              <Text fw={700}>{price}</Text>
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
            <CardTitle>{t('cardsBasic.soup.title')}</CardTitle>
            <Text>{t('cardsBasic.soup.text')}</Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsBasic.checklist.title')}</CardTitle>
            <List
              spacing="xs"
              icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />}
            >
              {checklist.map((item) => (
                <List.Item key={item}>{t(`cardsBasic.checklist.items.${item}`)}</List.Item>
              ))}
            </List>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsBasic.allergens.title')}</CardTitle>
            <Text>{t('cardsBasic.allergens.text')}</Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsBasic.teamMessage.title')}</CardTitle>
            <Text>{t('cardsBasic.teamMessage.text')}</Text>
            <Text size="sm" c="dimmed">
              {t('cardsBasic.teamMessage.by')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}

const team = [
  { name: 'Marta Rossi', role: 'headChef', initials: 'MR', shifts: 5 },
  { name: 'Jonas Weber', role: 'sousChef', initials: 'JW', shifts: 4 },
  { name: 'Ana Costa', role: 'frontOfHouse', initials: 'AC', shifts: 5 },
] as const

const orderSteps = [
  { key: 'placed', icon: IconCheck },
  { key: 'kitchen', icon: IconChefHat },
  { key: 'delivery', icon: IconTruckDelivery },
  { key: 'delivered', icon: IconMapPin },
] as const

/** `/cards/advance`: richer cards (profile, timeline, payment, employees). */
export function CardsAdvancePage() {
  const { t } = useTranslation('dashboards')
  const amount = formatFigure(4_860, 'usd')
  const [chef] = team
  return (
    <Stack gap="lg">
      <Title order={1}>{t('cardsAdvance.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack align="center" gap="xs">
            <Avatar size={72} color="brand" radius="xl" alt="">
              {chef.initials}
            </Avatar>
            <CardTitle>{chef.name}</CardTitle>
            <Text c="dimmed" size="sm">
              {t('cardsAdvance.profile.role', { place: 'Tavola Centro' })}
            </Text>
            <Group gap="xl" mt="xs">
              <Stack gap={0} align="center">
                <Text fw={700}>12</Text>
                <Text size="sm" c="dimmed">
                  {t('cardsAdvance.profile.years')}
                </Text>
              </Stack>
              <Stack gap={0} align="center">
                <Text fw={700}>48</Text>
                <Text size="sm" c="dimmed">
                  {t('cardsAdvance.profile.dishes')}
                </Text>
              </Stack>
              <Stack gap={0} align="center">
                <Text fw={700}>4.9</Text>
                <Text size="sm" c="dimmed">
                  {t('cardsAdvance.profile.rating')}
                </Text>
              </Stack>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <CardTitle>{t('cardsAdvance.order.title', { number: 4821 })}</CardTitle>
            <Timeline active={2} bulletSize={24} lineWidth={2}>
              {orderSteps.map(({ key, icon: Icon }) => (
                <Timeline.Item
                  key={key}
                  bullet={<Icon size={14} aria-hidden />}
                  title={t(`cardsAdvance.order.steps.${key}.title`)}
                >
                  <Text size="sm" c="dimmed">
                    {t(`cardsAdvance.order.steps.${key}.detail`)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <CardTitle>{t('cardsAdvance.payment.title')}</CardTitle>
              <IconCreditCard aria-hidden />
            </Group>
            <Text size="sm" c="dimmed">
              {t('cardsAdvance.payment.due', { supplier: 'Green Valley Produce' })}
            </Text>
            <Text fz={28} fw={700}>
              {amount}
            </Text>
            <Text size="sm">{t('cardsAdvance.payment.card', { last4: '4242' })}</Text>
            <Group>
              <Button>{t('cardsAdvance.payment.pay')}</Button>
              <Button variant="default">{t('cardsAdvance.payment.details')}</Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsAdvance.team.title')}</CardTitle>
            {team.map((member) => (
              <Group key={member.name} justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Avatar color="brand" radius="xl" alt="">
                    {member.initials}
                  </Avatar>
                  <div>
                    <Text fw={600}>{member.name}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`cardsAdvance.team.roles.${member.role}`)}
                    </Text>
                  </div>
                </Group>
                <Text size="sm">{t('cardsAdvance.team.shifts', { count: member.shifts })}</Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <CardTitle>{t('cardsAdvance.terrace.title')}</CardTitle>
            <Text size="sm">{t('cardsAdvance.terrace.text')}</Text>
            <Text size="sm" fw={600}>
              {t('cardsAdvance.terrace.done', { percent: 68 })}
            </Text>
            <Progress value={68} aria-hidden />
            <Text size="sm" c="dimmed">
              {t('cardsAdvance.terrace.opening')}
            </Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
