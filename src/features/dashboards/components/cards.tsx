import { Group, Progress, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { CardStatisticsName } from '@/contract/cards'
import { useCardAnalytics } from '../api/get-card-analytics'
import { useCardStatistics } from '../api/get-card-statistics'
import { formatFigure } from '../format'
import { CardFrame, Figure, Growth } from './card-frame'
import {
  BarTrendChart,
  EarningExpenseChart,
  SegmentsDonut,
  TrendChart,
  segmentColor,
} from './charts'

/** What every card component takes: the action cards' buttons and states. */
export interface CardProps {
  actions?: ReactNode
  collapsed?: boolean
  bodyId?: string
  refreshing?: boolean
}

const barStatistics: readonly CardStatisticsName[] = ['orders-bar-chart', 'sales', 'orders']

/** A `/card/card-statistics/*` card: the figure, its change and its week as a chart. */
export function StatisticCard({
  name,
  fallbackTitle,
  ...frame
}: CardProps & { name: CardStatisticsName; fallbackTitle: string }) {
  const query = useCardStatistics(name)
  return (
    <CardFrame title={fallbackTitle} query={query} {...frame} skeletonHeight={80}>
      {(card) => {
        const caption = `${card.title}, ${card.period.toLowerCase()}`
        return (
          <Stack gap="xs">
            <Group justify="space-between" align="flex-end">
              <Figure value={formatFigure(card.total, card.unit)} caption={card.period} />
              <Growth percent={card.growthPercent} />
            </Group>
            {barStatistics.includes(name) ? (
              <BarTrendChart series={card.series} unit={card.unit} caption={caption} />
            ) : (
              <TrendChart series={card.series} unit={card.unit} caption={caption} />
            )}
          </Stack>
        )
      }}
    </CardFrame>
  )
}

function Ring({ percent, label }: { percent: number; label: string }) {
  return (
    <RingProgress
      size={132}
      thickness={12}
      roundCaps
      aria-hidden
      sections={[{ value: percent, color: 'brand.6' }]}
      label={
        <Text ta="center" fw={700} fz="lg">
          {percent}%
          <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
            {label}
          </Text>
        </Text>
      }
    />
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  )
}

export function SupportTrackerCard(frame: CardProps) {
  const query = useCardAnalytics('support-tracker')
  return (
    <CardFrame title="Guest support" query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Group justify="space-between" align="center" wrap="wrap">
            <Figure
              value={formatFigure(card.totalTickets, 'count')}
              caption={`Tickets, ${card.period.toLowerCase()}`}
            />
            <Ring percent={card.completedPercent} label="Completed" />
          </Group>
          <SimpleGrid cols={3}>
            <Stat label="New" value={formatFigure(card.newTickets, 'count')} />
            <Stat label="Open" value={formatFigure(card.openTickets, 'count')} />
            <Stat label="Response" value={`${String(card.responseTimeHours)} h`} />
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

export function AvgSessionsCard(frame: CardProps) {
  const query = useCardAnalytics('avg-sessions')
  return (
    <CardFrame title="Average table time" query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Figure value={`${String(card.total)} min`} caption={card.period} />
            <Growth percent={card.growthPercent} />
          </Group>
          <BarTrendChart
            series={card.series}
            unit="count"
            caption={`${card.title} in minutes, by day`}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {card.goals.map((goal) => (
              <div key={goal.label}>
                <Text size="sm">
                  {goal.label}: <strong>{goal.value}</strong>
                </Text>
                <Progress value={goal.progress} aria-hidden size="sm" mt={4} />
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

export function RevenueReportCard(frame: CardProps) {
  const query = useCardAnalytics('revenue-report')
  return (
    <CardFrame title="Revenue report" query={query} {...frame} skeletonHeight={240}>
      {(card) => {
        const earned = card.months.reduce((sum, month) => sum + month.earning, 0)
        return (
          <Stack gap="sm">
            <Group gap="xl">
              <Stat label={`Earned in ${String(card.year)}`} value={formatFigure(earned, 'usd')} />
              <Stat label="Budget" value={formatFigure(card.budget, 'usd')} />
            </Group>
            <EarningExpenseChart
              months={card.months}
              caption={`Earning and expense by month, ${String(card.year)}`}
            />
          </Stack>
        )
      }}
    </CardFrame>
  )
}

export function GoalOverviewCard(frame: CardProps) {
  const query = useCardAnalytics('goal-overview')
  return (
    <CardFrame title="Monthly covers goal" query={query} {...frame}>
      {(card) => (
        <Stack gap="sm" align="center">
          <Ring percent={card.percent} label="Reached" />
          <SimpleGrid cols={2} w="100%">
            <Stat label="Served" value={formatFigure(card.completed, 'count')} />
            <Stat label="To go" value={formatFigure(card.inProgress, 'count')} />
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

export function AnalyticsRevenueCard(frame: CardProps) {
  const query = useCardAnalytics('revenue')
  return (
    <CardFrame title="Revenue this month" query={query} {...frame}>
      {(card) => (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end">
            <Figure value={formatFigure(card.total, card.unit)} caption={card.period} />
            <Growth percent={card.growthPercent} />
          </Group>
          <TrendChart
            series={card.series}
            unit={card.unit}
            caption={`${card.title}, by week`}
            color="teal.6"
            height={100}
          />
        </Stack>
      )}
    </CardFrame>
  )
}

/** `product-orders`, `sessions-device` or `customers`: a donut and its legend. */
export function SegmentsCard({
  name,
  fallbackTitle,
  ...frame
}: CardProps & {
  name: 'product-orders' | 'sessions-device' | 'customers'
  fallbackTitle: string
}) {
  const query = useCardAnalytics(name)
  return (
    <CardFrame title={fallbackTitle} query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Figure value={formatFigure(card.total, card.unit)} caption="In total" />
          <SegmentsDonut segments={card.segments} unit={card.unit} caption={card.title} />
          <Stack gap={6} aria-hidden>
            {card.segments.map((segment, index) => (
              <Group key={segment.label} justify="space-between" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <span
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: segmentColor(index),
                      flex: 'none',
                    }}
                  />
                  <Text size="sm">{segment.label}</Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {formatFigure(segment.value, card.unit)}
                  </Text>
                  {segment.growthPercent === undefined ? null : (
                    <Growth percent={segment.growthPercent} />
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </CardFrame>
  )
}
