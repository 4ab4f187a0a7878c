import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconConfetti } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { useAuthUser } from '@/lib/session'
import { GoalOverviewCard, RevenueReportCard, SegmentsCard, StatisticCard } from './cards'
import { cardAnalyticsQueryOptions } from '../api/get-card-analytics'
import { cardStatisticsQueryOptions } from '../api/get-card-statistics'

/** What the page's cards ask for: its route asks for it too on a first visit. */
export const ecommerceDashboardQueries = [
  cardStatisticsQueryOptions('orders-bar-chart'),
  cardStatisticsQueryOptions('profit-line-chart'),
  cardStatisticsQueryOptions('revenue'),
  cardStatisticsQueryOptions('sales'),
  cardStatisticsQueryOptions('orders'),
  cardStatisticsQueryOptions('subscribers'),
  cardAnalyticsQueryOptions('goal-overview'),
  cardAnalyticsQueryOptions('revenue-report'),
  cardAnalyticsQueryOptions('customers'),
]

/** `/`: the e-commerce dashboard, headed by a greeting of the signed-in user. */
export function EcommerceDashboardPage() {
  const { t } = useTranslation('dashboards')
  const user = useAuthUser()
  return (
    <Stack gap="lg">
      <Title order={1}>
        {user ? t('home.welcome', { name: user.fullName }) : t('home.welcomeBack')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder padding="lg" radius="md">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconConfetti
                aria-hidden
                color="var(--mantine-color-brand-6)"
                style={{ flexShrink: 0 }}
              />
              <Text>{t('home.congratulations')}</Text>
            </Group>
            <Group>
              <Button component={Link} to="/dashboard/analytics" size="sm">
                {t('home.viewAnalytics')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <StatisticCard name="orders-bar-chart" />
        <StatisticCard name="profit-line-chart" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatisticCard name="revenue" />
        <StatisticCard name="sales" />
        <StatisticCard name="orders" />
        <StatisticCard name="subscribers" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <div>
          <GoalOverviewCard />
        </div>
        <RevenueReportCard />
        <SegmentsCard name="customers" />
      </SimpleGrid>
    </Stack>
  )
}
