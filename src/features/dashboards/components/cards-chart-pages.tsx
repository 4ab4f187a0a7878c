import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
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
  return (
    <Stack gap="lg">
      <Title order={1}>Statistics cards</Title>
      <Text c="dimmed">A figure, its change against last week and its week as a chart.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StatisticCard name="orders-bar-chart" fallbackTitle="Orders" />
        <StatisticCard name="profit-line-chart" fallbackTitle="Profit" />
        <StatisticCard name="revenue" fallbackTitle="Revenue" />
        <StatisticCard name="sales" fallbackTitle="Covers served" />
        <StatisticCard name="orders" fallbackTitle="Deliveries" />
        <StatisticCard name="subscribers" fallbackTitle="Loyalty members" />
        <StatisticCard name="site-traffic" fallbackTitle="Online bookings" />
        <StatisticCard name="active-users" fallbackTitle="Guests in the app" />
        <StatisticCard name="newsletter" fallbackTitle="Newsletter sign-ups" />
      </SimpleGrid>
    </Stack>
  )
}

/** `/cards/analytics`: every `/card/card-analytics/*` card. */
export function CardsAnalyticsPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Analytics cards</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SupportTrackerCard />
        <AvgSessionsCard />
        <RevenueReportCard />
        <GoalOverviewCard />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <AnalyticsRevenueCard />
        <SegmentsCard name="product-orders" fallbackTitle="Orders by channel" />
        <SegmentsCard name="sessions-device" fallbackTitle="Bookings by device" />
        <SegmentsCard name="customers" fallbackTitle="Guests" />
      </SimpleGrid>
    </Stack>
  )
}
