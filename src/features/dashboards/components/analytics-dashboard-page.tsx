import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import {
  AnalyticsRevenueCard,
  AvgSessionsCard,
  SegmentsCard,
  StatisticCard,
  SupportTrackerCard,
} from './cards'
import { cardAnalyticsQueryOptions } from '../api/get-card-analytics'
import { cardStatisticsQueryOptions } from '../api/get-card-statistics'

/** What the page's cards ask for: its route asks for it too on a first visit. */
export const analyticsDashboardQueries = [
  cardStatisticsQueryOptions('subscribers'),
  cardStatisticsQueryOptions('site-traffic'),
  cardStatisticsQueryOptions('active-users'),
  cardStatisticsQueryOptions('newsletter'),
  cardAnalyticsQueryOptions('avg-sessions'),
  cardAnalyticsQueryOptions('support-tracker'),
  cardAnalyticsQueryOptions('revenue'),
  cardAnalyticsQueryOptions('product-orders'),
  cardAnalyticsQueryOptions('sessions-device'),
  cardAnalyticsQueryOptions('customers'),
]

/** `/dashboard/analytics`: guests, bookings and support at a glance. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Stack gap="lg">
      <Title order={1}>{t('analytics.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatisticCard name="subscribers" />
        <StatisticCard name="site-traffic" />
        <StatisticCard name="active-users" />
        <StatisticCard name="newsletter" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AvgSessionsCard />
        <SupportTrackerCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <AnalyticsRevenueCard />
        <SegmentsCard name="product-orders" />
        <SegmentsCard name="sessions-device" />
        <SegmentsCard name="customers" />
      </SimpleGrid>
    </Stack>
  )
}
