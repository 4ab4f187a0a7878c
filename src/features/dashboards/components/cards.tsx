import { Progress, SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { CardStatisticsName } from '@/contract/cards'
import { useCardAnalytics } from '../api/get-card-analytics'
import { useCardStatistics } from '../api/get-card-statistics'
import { cardText } from '../card-text'
import { formatFigure, formatShare } from '../format'
import { CardFrame, Figure, Growth } from './card-frame'
import classes from './cards.module.css'
import { RingDrawing } from './spark-drawings'
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
          <div className={classes.columnXs}>
            <div className={classes.spread}>
              <Figure
                value={formatFigure(card.total, card.unit)}
                caption={cardText(t, card.period)}
              />
              <Growth percent={card.growthPercent} />
            </div>
            {barStatistics.includes(name) ? (
              <BarTrendChart series={card.series} unit={card.unit} caption={caption} />
            ) : (
              <TrendChart series={card.series} unit={card.unit} caption={caption} />
            )}
          </div>
        )
      }}
    </CardFrame>
  )
}

/** A share as a ring, its figure and caption in the middle (the drawing itself is hidden). */
function Ring({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={classes.ring}>
      <RingDrawing percent={percent} size={132} thickness={12} />
      <p className={classes.ringLabel}>
        <bdi>{formatShare(percent)}</bdi>
        <span className={classes.ringCaption}>{label}</span>
      </p>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className={classes.dimmed}>{label}</p>
      <p className={classes.value}>
        <bdi>{value}</bdi>
      </p>
    </div>
  )
}

export function SupportTrackerCard(frame: CardProps) {
  const { t } = useTranslation('dashboards')
  const query = useCardAnalytics('support-tracker')
  return (
    <CardFrame title={t('cards.analytics.support-tracker')} query={query} {...frame}>
      {(card) => (
        <div className={classes.column}>
          <div className={classes.spreadCentered}>
            <Figure
              value={formatFigure(card.totalTickets, 'count')}
              caption={t('card.tickets', { period: cardText(t, card.period.toLowerCase()) })}
            />
            <Ring percent={card.completedPercent} label={t('card.completed')} />
          </div>
          <SimpleGrid cols={3}>
            <Stat label={t('card.new')} value={formatFigure(card.newTickets, 'count')} />
            <Stat label={t('card.open')} value={formatFigure(card.openTickets, 'count')} />
            <Stat
              label={t('card.response')}
              value={t('card.hours', { value: card.responseTimeHours })}
            />
          </SimpleGrid>
        </div>
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
        <div className={classes.column}>
          <div className={classes.spread}>
            <Figure
              value={t('card.minutes', { value: card.total })}
              caption={cardText(t, card.period)}
            />
            <Growth percent={card.growthPercent} />
          </div>
          <BarTrendChart
            series={card.series}
            unit="count"
            caption={t('chart.minutesByDay', { title })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {card.goals.map((goal) => (
              <div key={goal.label}>
                <p className={classes.small}>
                  {t('card.goal', { goal: cardText(t, goal.label) })}{' '}
                  <strong>{cardText(t, goal.value)}</strong>
                </p>
                <Progress value={goal.progress} aria-hidden size="sm" mt={4} />
              </div>
            ))}
          </SimpleGrid>
        </div>
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
          <div className={classes.column}>
            <div className={classes.pair}>
              <Stat
                label={t('card.earnedIn', { year: card.year })}
                value={formatFigure(earned, 'usd')}
              />
              <Stat label={t('card.budget')} value={formatFigure(card.budget, 'usd')} />
            </div>
            <EarningExpenseChart
              months={card.months}
              caption={t('chart.earningExpenseCaption', { year: card.year })}
            />
          </div>
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
        <div className={classes.centered}>
          <Ring percent={card.percent} label={t('card.reached')} />
          <SimpleGrid cols={2} w="100%">
            <Stat label={t('card.served')} value={formatFigure(card.completed, 'count')} />
            <Stat label={t('card.toGo')} value={formatFigure(card.inProgress, 'count')} />
          </SimpleGrid>
        </div>
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
        <div className={classes.columnXs}>
          <div className={classes.spread}>
            <Figure
              value={formatFigure(card.total, card.unit)}
              caption={cardText(t, card.period)}
            />
            <Growth percent={card.growthPercent} />
          </div>
          <TrendChart
            series={card.series}
            unit={card.unit}
            caption={t('chart.byWeekCaption', { title })}
            color="teal.6"
            height={100}
          />
        </div>
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
        <div className={classes.column}>
          <Figure value={formatFigure(card.total, card.unit)} caption={t('card.inTotal')} />
          <SegmentsDonut segments={card.segments} unit={card.unit} caption={title} />
          <div className={classes.legend} aria-hidden>
            {card.segments.map((segment, index) => (
              <div key={segment.label} className={classes.legendRow}>
                <div className={classes.legendName}>
                  <span className={classes.swatch} style={{ background: segmentColor(index) }} />
                  <p className={classes.small}>{cardText(t, segment.label)}</p>
                </div>
                <div className={classes.legendFigures}>
                  <p className={classes.small}>
                    <bdi>{formatFigure(segment.value, card.unit)}</bdi>
                  </p>
                  {segment.growthPercent === undefined ? null : (
                    <Growth percent={segment.growthPercent} />
                  )}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
    </CardFrame>
  )
}
