import { lazy, useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import type { CardPoint } from '@/contract/cards'
import { cardText } from '../card-text'
import { formatFigure, formatGrowth } from '../format'
import { segmentColors, type Unit } from './chart-palette'
import { BarTrendDrawing, SegmentsDrawing, TrendDrawing } from './spark-drawings'

// Each chart is a `ChartDrawing` (hidden from assistive technology) with a
// `ChartTable` of the same figures for screen readers. The small charts are plain
// SVG (./spark-drawings.tsx); the one with axes and a legend loads the chart
// library with it, lazily.
const EarningExpenseDrawing = lazy(() =>
  import('./chart-drawings').then((module) => ({ default: module.EarningExpenseDrawing })),
)

/** A trend's figures for screen readers: each period (a day, a week) and its value. */
function PointsTable({
  caption,
  series,
  unit,
}: {
  caption: string
  series: readonly CardPoint[]
  unit: Unit
}) {
  const { t } = useTranslation('dashboards')
  return (
    <ChartTable
      caption={caption}
      columns={[t('chart.period'), t('chart.value')]}
      rows={series.map((point) => [cardText(t, point.label), formatFigure(point.value, unit)])}
    />
  )
}

/** A small area chart of a trend, without axes. */
export function TrendChart({
  series,
  unit,
  caption,
  color = 'brand.6',
  height = 80,
}: {
  series: readonly CardPoint[]
  unit: Unit
  caption: string
  color?: string
  height?: number
}) {
  return (
    <>
      <ChartDrawing plain height={height}>
        <TrendDrawing series={series} color={color} height={height} />
      </ChartDrawing>
      <PointsTable caption={caption} series={series} unit={unit} />
    </>
  )
}

/** A bar chart of a trend, without axes. */
export function BarTrendChart({
  series,
  unit,
  caption,
  color = 'brand.6',
  height = 80,
}: {
  series: readonly CardPoint[]
  unit: Unit
  caption: string
  color?: string
  height?: number
}) {
  return (
    <>
      <ChartDrawing plain height={height}>
        <BarTrendDrawing series={series} color={color} height={height} />
      </ChartDrawing>
      <PointsTable caption={caption} series={series} unit={unit} />
    </>
  )
}

/** Earnings against expenses, month by month. */
export function EarningExpenseChart({
  months,
  caption,
}: {
  months: readonly { label: string; earning: number; expense: number }[]
  caption: string
}) {
  const { t } = useTranslation('dashboards')
  // The months as the chart's axis and the table name them.
  const named = useMemo(
    () => months.map((month) => ({ ...month, label: cardText(t, month.label) })),
    [months, t],
  )
  const series = { earning: t('chart.earning'), expense: t('chart.expense') }
  return (
    <>
      <ChartDrawing height={240}>
        <EarningExpenseDrawing months={named} labels={series} height={240} />
      </ChartDrawing>
      <ChartTable
        caption={caption}
        columns={[t('chart.month'), series.earning, series.expense]}
        rows={named.map((month) => [
          month.label,
          formatFigure(month.earning, 'usd'),
          formatFigure(month.expense, 'usd'),
        ])}
      />
    </>
  )
}

/** Parts of a whole as a donut. */
export function SegmentsDonut({
  segments,
  unit,
  caption,
}: {
  segments: readonly { label: string; value: number; growthPercent?: number }[]
  unit: Unit
  caption: string
}) {
  const { t } = useTranslation('dashboards')
  const withGrowth = segments.some((segment) => segment.growthPercent !== undefined)
  const columns = [t('chart.part'), t('chart.value')]
  return (
    <>
      <ChartDrawing plain centered height={140}>
        <SegmentsDrawing segments={segments} size={140} />
      </ChartDrawing>
      <ChartTable
        caption={caption}
        columns={withGrowth ? [...columns, t('chart.change')] : columns}
        rows={segments.map((segment) => [
          cardText(t, segment.label),
          formatFigure(segment.value, unit),
          ...(withGrowth ? [formatGrowth(segment.growthPercent ?? 0)] : []),
        ])}
      />
    </>
  )
}

/** The colour a donut gives its n-th segment, for a legend beside it. */
export function segmentColor(index: number): string {
  const [name = 'gray', shade = '6'] = (
    segmentColors[index % segmentColors.length] ?? 'gray.6'
  ).split('.')
  return `var(--mantine-color-${name}-${shade})`
}
