import { lazy } from 'react'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import type { CardPoint } from '@/contract/cards'
import { formatFigure, formatGrowth } from '../format'
import type * as drawingsModule from './chart-drawings'
import { segmentColors, type Unit } from './chart-palette'

// Each chart is a `ChartDrawing` (hidden from assistive technology) with a
// `ChartTable` of the same figures for screen readers. The drawings load lazily.
type Drawings = typeof drawingsModule
/** One drawing of ./chart-drawings.tsx as a lazy component (the module loads once for all). */
const lazyDrawing = <K extends keyof Drawings>(name: K) =>
  lazy(() => import('./chart-drawings').then((module) => ({ default: module[name] })))
const TrendDrawing = lazyDrawing('TrendDrawing')
const BarTrendDrawing = lazyDrawing('BarTrendDrawing')
const EarningExpenseDrawing = lazyDrawing('EarningExpenseDrawing')
const SegmentsDrawing = lazyDrawing('SegmentsDrawing')

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
        <TrendDrawing series={series} caption={caption} color={color} height={height} />
      </ChartDrawing>
      {pointsTable(caption, series, unit)}
    </>
  )
}

/** A bar chart of a trend; with `axes`, its labels and values too. */
export function BarTrendChart({
  series,
  unit,
  caption,
  color = 'brand.6',
  height = 80,
  axes = false,
}: {
  series: readonly CardPoint[]
  unit: Unit
  caption: string
  color?: string
  height?: number
  axes?: boolean
}) {
  return (
    <>
      <ChartDrawing height={height}>
        <BarTrendDrawing
          series={series}
          unit={unit}
          caption={caption}
          color={color}
          height={height}
          axes={axes}
        />
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
