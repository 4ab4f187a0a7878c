import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconConfetti } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useAuthUser } from '@/lib/session'
import { GoalOverviewCard, RevenueReportCard, SegmentsCard, StatisticCard } from './cards'

/** `/`: the e-commerce dashboard, opened by a greeting of the signed-in user. */
export function EcommerceDashboardPage() {
  const user = useAuthUser()
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconConfetti aria-hidden color="var(--mantine-color-brand-6)" />
              <Title order={1} size="h3">
                Welcome back{user ? `, ${user.fullName}` : ''}
              </Title>
            </Group>
            <Text>Congratulations: the kitchen beat last week&apos;s orders by 8.4%.</Text>
            <Group>
              <Button component={Link} to="/dashboard/analytics" size="sm">
                View analytics
              </Button>
            </Group>
          </Stack>
        </Card>
        <StatisticCard name="orders-bar-chart" fallbackTitle="Orders" />
        <StatisticCard name="profit-line-chart" fallbackTitle="Profit" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatisticCard name="revenue" fallbackTitle="Revenue" />
        <StatisticCard name="sales" fallbackTitle="Covers served" />
        <StatisticCard name="orders" fallbackTitle="Deliveries" />
        <StatisticCard name="subscribers" fallbackTitle="Loyalty members" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <div>
          <GoalOverviewCard />
        </div>
        <RevenueReportCard />
        <SegmentsCard name="customers" fallbackTitle="Guests" />
      </SimpleGrid>
    </Stack>
  )
}
