import '@mantine/charts/styles.css'
import { AreaChart, BarChart, DonutChart } from '@mantine/charts'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import type { CardPoint } from '@/contract/cards'
import { formatFigure, formatGrowth } from '../format'

// Each chart is a `ChartDrawing` (hidden from assistive technology) with a
// `ChartTable` of the same figures for screen readers.
type Unit = 'count' | 'usd'

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
        <AreaChart
          h={height}
          data={[...series]}
          dataKey="label"
          series={[{ name: 'value', label: caption, color }]}
          withXAxis={false}
          withYAxis={false}
          gridAxis="none"
          withDots={false}
          withTooltip={false}
          curveType="monotone"
          accessibilityLayer={false}
        />
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
        <BarChart
          h={height}
          data={[...series]}
          dataKey="label"
          series={[{ name: 'value', label: caption, color }]}
          withXAxis={axes}
          withYAxis={axes}
          gridAxis={axes ? 'y' : 'none'}
          withTooltip={false}
          textColor="var(--mantine-color-text)"
          valueFormatter={(value) => formatFigure(value, unit)}
          accessibilityLayer={false}
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
        <BarChart
          h={240}
          data={[...months]}
          dataKey="label"
          series={[
            { name: 'earning', label: 'Earning', color: 'brand.6' },
            { name: 'expense', label: 'Expense', color: 'gray.6' },
          ]}
          withLegend
          withTooltip={false}
          textColor="var(--mantine-color-text)"
          valueFormatter={(value) =>
            new Intl.NumberFormat('en-US', {
              style: 'currency',
              currency: 'USD',
              notation: 'compact',
            }).format(value)
          }
          yAxisProps={{ width: 56 }}
          accessibilityLayer={false}
        />
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

const segmentColors = ['brand.6', 'teal.6', 'yellow.5', 'blue.6', 'grape.6']

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
        <DonutChart
          size={140}
          thickness={22}
          withTooltip={false}
          data={segments.map((segment, index) => ({
            name: segment.label,
            value: segment.value,
            color: segmentColors[index % segmentColors.length] ?? 'gray.6',
          }))}
          pieChartProps={{ accessibilityLayer: false }}
        />
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
