import { lazy } from 'react'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import type { CardPoint } from '@/contract/cards'
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

function pointsTable(caption: string, series: readonly CardPoint[], unit: Unit) {
  return (
    <ChartTable
      caption={caption}
      columns={['Period', 'Value']}
      rows={series.map((point) => [point.label, formatFigure(point.value, unit)])}
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
      <ChartDrawing height={height}>
        <TrendDrawing series={series} color={color} height={height} />
      </ChartDrawing>
      {pointsTable(caption, series, unit)}
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
      <ChartDrawing height={height}>
        <BarTrendDrawing series={series} color={color} height={height} />
      </ChartDrawing>
      {pointsTable(caption, series, unit)}
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
  return (
    <>
      <ChartDrawing height={240}>
        <EarningExpenseDrawing months={months} height={240} />
      </ChartDrawing>
      <ChartTable
        caption={caption}
        columns={['Month', 'Earning', 'Expense']}
        rows={months.map((month) => [
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
  const withGrowth = segments.some((segment) => segment.growthPercent !== undefined)
  return (
    <>
      <ChartDrawing centered height={140}>
        <SegmentsDrawing segments={segments} size={140} />
      </ChartDrawing>
      <ChartTable
        caption={caption}
        columns={withGrowth ? ['Part', 'Value', 'Change'] : ['Part', 'Value']}
        rows={segments.map((segment) => [
          segment.label,
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
