import { SimpleGrid, Stack, Title } from '@mantine/core'
import {
  AnalyticsRevenueCard,
  AvgSessionsCard,
  SegmentsCard,
  StatisticCard,
  SupportTrackerCard,
} from './cards'

/** `/dashboard/analytics`: guests, bookings and support at a glance. */
export function AnalyticsDashboardPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Analytics</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatisticCard name="subscribers" fallbackTitle="Loyalty members" />
        <StatisticCard name="site-traffic" fallbackTitle="Online bookings" />
        <StatisticCard name="active-users" fallbackTitle="Guests in the app" />
        <StatisticCard name="newsletter" fallbackTitle="Newsletter sign-ups" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AvgSessionsCard />
        <SupportTrackerCard />
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
