import { Group, Progress, RingProgress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { CardStatisticsName } from '@/contract/cards'
import { useCardAnalytics } from '../api/get-card-analytics'
import { useCardStatistics } from '../api/get-card-statistics'
import { cardText } from '../card-text'
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
export function StatisticCard({ name, ...frame }: CardProps & { name: CardStatisticsName }) {
  const { t } = useTranslation('dashboards')
  const query = useCardStatistics(name)
  const title = t(`cards.statistics.${name}`)
  return (
    <CardFrame title={title} query={query} {...frame} skeletonHeight={80}>
      {(card) => {
        const caption = t('chart.periodCaption', {
          title,
          period: cardText(t, card.period.toLowerCase()),
        })
        return (
          <Stack gap="xs">
            <Group justify="space-between" align="flex-end">
              <Figure
                value={formatFigure(card.total, card.unit)}
                caption={cardText(t, card.period)}
              />
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
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('support-tracker')
  return (
    <CardFrame title={t('cards.analytics.support-tracker')} query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Group justify="space-between" align="center" wrap="wrap">
            <Figure
              value={formatFigure(card.totalTickets, 'count')}
              caption={t('card.tickets', { period: cardText(t, card.period.toLowerCase()) })}
            />
            <Ring percent={card.completedPercent} label={t('card.completed')} />
          </Group>
          <SimpleGrid cols={3}>
            <Stat label={t('card.new')} value={formatFigure(card.newTickets, 'count')} />
            <Stat label={t('card.open')} value={formatFigure(card.openTickets, 'count')} />
            <Stat
              label={t('card.response')}
              value={t('card.hours', { value: card.responseTimeHours })}
            />
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

export function AvgSessionsCard(frame: CardProps) {
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('avg-sessions')
  const title = t('cards.analytics.avg-sessions')
  return (
    <CardFrame title={title} query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Figure
              value={t('card.minutes', { value: card.total })}
              caption={cardText(t, card.period)}
            />
            <Growth percent={card.growthPercent} />
          </Group>
          <BarTrendChart
            series={card.series}
            unit="count"
            caption={t('chart.minutesByDay', { title })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {card.goals.map((goal) => (
              <div key={goal.label}>
                <Text size="sm">
                  {t('card.goal', { goal: cardText(t, goal.label) })}{' '}
                  <strong>{cardText(t, goal.value)}</strong>
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
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('revenue-report')
  return (
    <CardFrame
      title={t('cards.analytics.revenue-report')}
      query={query}
      {...frame}
      skeletonHeight={240}
    >
      {(card) => {
        const earned = card.months.reduce((sum, month) => sum + month.earning, 0)
        return (
          <Stack gap="sm">
            <Group gap="xl">
              <Stat
                label={t('card.earnedIn', { year: card.year })}
                value={formatFigure(earned, 'usd')}
              />
              <Stat label={t('card.budget')} value={formatFigure(card.budget, 'usd')} />
            </Group>
            <EarningExpenseChart
              months={card.months}
              caption={t('chart.earningExpenseCaption', { year: card.year })}
            />
          </Stack>
        )
      }}
    </CardFrame>
  )
}

export function GoalOverviewCard(frame: CardProps) {
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('goal-overview')
  return (
    <CardFrame title={t('cards.analytics.goal-overview')} query={query} {...frame}>
      {(card) => (
        <Stack gap="sm" align="center">
          <Ring percent={card.percent} label={t('card.reached')} />
          <SimpleGrid cols={2} w="100%">
            <Stat label={t('card.served')} value={formatFigure(card.completed, 'count')} />
            <Stat label={t('card.toGo')} value={formatFigure(card.inProgress, 'count')} />
          </SimpleGrid>
        </Stack>
      )}
    </CardFrame>
  )
}

export function AnalyticsRevenueCard(frame: CardProps) {
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('revenue')
  const title = t('cards.analytics.revenue')
  return (
    <CardFrame title={title} query={query} {...frame}>
      {(card) => (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end">
            <Figure
              value={formatFigure(card.total, card.unit)}
              caption={cardText(t, card.period)}
            />
            <Growth percent={card.growthPercent} />
          </Group>
          <TrendChart
            series={card.series}
            unit={card.unit}
            caption={t('chart.byWeekCaption', { title })}
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
  ...frame
}: CardProps & { name: 'product-orders' | 'sessions-device' | 'customers' }) {
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics(name)
  const title = t(`cards.analytics.${name}`)
  return (
    <CardFrame title={title} query={query} {...frame}>
      {(card) => (
        <Stack gap="sm">
          <Figure value={formatFigure(card.total, card.unit)} caption={t('card.inTotal')} />
          <SegmentsDonut segments={card.segments} unit={card.unit} caption={title} />
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
                  <Text size="sm">{cardText(t, segment.label)}</Text>
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
