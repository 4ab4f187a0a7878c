import '@mantine/charts/styles.css'
import { AreaChart, BarChart, DonutChart } from '@mantine/charts'
import type { CardPoint } from '@/contract/cards'
import { formatFigure } from '../format'
import { segmentColors, type Unit } from './chart-palette'

// The drawings of ./charts.tsx. They load on their own (Recharts is about 130 kB gzip), once the
// first chart comes near the screen, so a dashboard's headings and figures never wait for them.

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
})

export function TrendDrawing({
  series,
  caption,
  color,
  height,
}: {
  series: readonly CardPoint[]
  caption: string
  color: string
  height: number
}) {
  return (
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
  )
}

export function BarTrendDrawing({
  series,
  unit,
  caption,
  color,
  height,
  axes,
}: {
  series: readonly CardPoint[]
  unit: Unit
  caption: string
  color: string
  height: number
  axes: boolean
}) {
  return (
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
  )
}

export function EarningExpenseDrawing({
  months,
  height,
}: {
  months: readonly { label: string; earning: number; expense: number }[]
  height: number
}) {
  return (
    <BarChart
      h={height}
      data={[...months]}
      dataKey="label"
      series={[
        { name: 'earning', label: 'Earning', color: 'brand.6' },
        { name: 'expense', label: 'Expense', color: 'gray.6' },
      ]}
      withLegend
      withTooltip={false}
      textColor="var(--mantine-color-text)"
      valueFormatter={(value) => compactUsd.format(value)}
      yAxisProps={{ width: 56 }}
      accessibilityLayer={false}
    />
  )
}

export function SegmentsDrawing({
  segments,
  size,
}: {
  segments: readonly { label: string; value: number }[]
  size: number
}) {
  return (
    <DonutChart
      size={size}
      thickness={22}
      withTooltip={false}
      data={segments.map((segment, index) => ({
        name: segment.label,
        value: segment.value,
        color: segmentColors[index % segmentColors.length] ?? 'gray.6',
      }))}
      pieChartProps={{ accessibilityLayer: false }}
    />
  )
}
