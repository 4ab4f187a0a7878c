import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import {
  AnalyticsRevenueCard,
  AvgSessionsCard,
  GoalOverviewCard,
  RevenueReportCard,
  SegmentsCard,
  StatisticCard,
  SupportTrackerCard,
} from './cards'

/** `/cards/statistics`: every `/card/card-statistics/*` card. */
export function CardsStatisticsPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Stack gap="lg">
      <Title order={1}>{t('cardsStatistics.title')}</Title>
      <Text c="dimmed">{t('cardsStatistics.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatisticCard name="orders-bar-chart" />
        <StatisticCard name="profit-line-chart" />
        <StatisticCard name="revenue" />
        <StatisticCard name="sales" />
        <StatisticCard name="orders" />
        <StatisticCard name="subscribers" />
        <StatisticCard name="site-traffic" />
        <StatisticCard name="active-users" />
        <StatisticCard name="newsletter" />
      </SimpleGrid>
    </Stack>
  )
}

/** `/cards/analytics`: every `/card/card-analytics/*` card. */
export function CardsAnalyticsPage() {
  const { t } = useTranslation('dashboards')
  return (
    <Stack gap="lg">
      <Title order={1}>{t('cardsAnalytics.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SupportTrackerCard />
        <AvgSessionsCard />
        <RevenueReportCard />
        <GoalOverviewCard />
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
