import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { formatMoney } from '@/lib/format'

// The revenue report's chart (./charts.tsx), with axes and a legend: it loads on its own
// (Recharts is about 130 kB gzip), once it comes near the screen, so a dashboard's headings and
// figures never wait for it.

export function EarningExpenseDrawing({
  months,
  labels,
  height,
}: {
  months: readonly { label: string; earning: number; expense: number }[]
  /** The legend's names of the two series. */
  labels: { earning: string; expense: string }
  height: number
}) {
  return (
    <BarChart
      h={height}
      data={[...months]}
      dataKey="label"
      series={[
        { name: 'earning', label: labels.earning, color: 'brand.6' },
        { name: 'expense', label: labels.expense, color: 'gray.6' },
      ]}
      withLegend
      withTooltip={false}
      textColor="var(--mantine-color-text)"
      valueFormatter={(value) => formatMoney(value, { compact: true })}
      yAxisProps={{ width: 56 }}
      accessibilityLayer={false}
    />
  )
}
