import '@mantine/charts/styles.css'
import {
  AreaChart,
  BarChart,
  DonutChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
} from '@mantine/charts'
import { SimpleGrid } from '@mantine/core'
import type { ReactNode } from 'react'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import { DemoSection, GalleryPage } from '../demo'
import { reviewScores, salesByCategory, services, tablesServed, week } from './chart-data'

// Axis and legend text follow the skin through the theme's text colour.
const textColor = 'var(--mantine-color-text)'
const series = services.map((service) => ({ ...service }))
// What every chart over the week shares: its size, data, legend and skin-aware text, no tooltip
// (the table below each chart gives the figures to everyone).
const weekChart = {
  h: 240,
  data: week,
  dataKey: 'day',
  withLegend: true,
  textColor,
  withTooltip: false,
  accessibilityLayer: false,
}

/** A gallery section with one chart over the week, followed by the week's table. */
function WeekChartSection({
  title,
  usage,
  note,
  children,
}: {
  title: string
  usage: string
  note: string
  children: ReactNode
}) {
  return (
    <DemoSection title={title} usage={usage} note={note}>
      <ChartDrawing height={weekChart.h}>{children}</ChartDrawing>
      <ChartTable
        caption={`Covers per service this week (${title.toLowerCase()})`}
        columns={['Day', ...services.map((service) => service.label)]}
        rows={week.map((day) => [day.day, ...services.map((service) => String(day[service.name]))])}
      />
    </DemoSection>
  )
}

/** Every chart type the dashboards draw, over a restaurant's week, in the current skin. */
export function ChartGallery() {
  return (
    <GalleryPage
      page="charts"
      description="The chart types of the dashboards, drawn with @mantine/charts in the theme's colours: switch the skin to see them in dark. Each chart is hidden from screen readers and followed by a table of the same figures."
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <WeekChartSection
          title="Line chart"
          usage="<LineChart data={…} dataKey series={…} />"
          note="Trends over time, several series side by side."
        >
          <LineChart {...weekChart} series={series} curveType="monotone" />
        </WeekChartSection>
        <WeekChartSection
          title="Area chart"
          usage='<AreaChart type="default" … />'
          note="A trend where the volume under the line matters."
        >
          <AreaChart {...weekChart} series={series.slice(0, 2)} curveType="monotone" />
        </WeekChartSection>
        <WeekChartSection
          title="Bar chart"
          usage="<BarChart data={…} dataKey series={…} />"
          note="Comparing amounts between categories."
        >
          <BarChart {...weekChart} series={series} />
        </WeekChartSection>
        <WeekChartSection
          title="Stacked bar chart"
          usage='<BarChart type="stacked" … />'
          note="The parts of each total, with the total's height."
        >
          <BarChart {...weekChart} type="stacked" series={series} />
        </WeekChartSection>
        <WeekChartSection
          title="Stacked area chart"
          usage='<AreaChart type="stacked" … />'
          note="How the parts of a total change over time."
        >
          <AreaChart {...weekChart} type="stacked" series={series} />
        </WeekChartSection>
        <DemoSection
          title="Pie and donut charts"
          usage="<PieChart data={…} /> · <DonutChart data={…} />"
          note="Shares of a whole, with few parts."
        >
          {/* The pie's labels sit outside its 160 px: the pair is 240 px high (measured). */}
          <ChartDrawing centered height={240}>
            <PieChart
              data={salesByCategory}
              size={160}
              withLabels
              labelsType="percent"
              withTooltip={false}
              accessibilityLayer={false}
            />
            <DonutChart
              data={salesByCategory}
              size={160}
              thickness={26}
              chartLabel="Sales"
              withTooltip={false}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption="Share of sales by menu category (percent)"
            columns={['Category', 'Share']}
            rows={salesByCategory.map((part) => [part.name, `${part.value}%`])}
          />
        </DemoSection>
        <DemoSection
          title="Radar chart"
          usage="<RadarChart data={…} dataKey series={…} />"
          note="Several scores of one thing, against another period."
        >
          <ChartDrawing height={260}>
            <RadarChart
              h={260}
              data={reviewScores}
              dataKey="aspect"
              withLegend
              series={[
                { name: 'current', label: 'This quarter', color: 'brand.6', opacity: 0.3 },
                { name: 'previous', label: 'Last quarter', color: 'teal.6', opacity: 0.2 },
              ]}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption="Guest review scores out of 5"
            columns={['Aspect', 'This quarter', 'Last quarter']}
            rows={reviewScores.map((score) => [
              score.aspect,
              String(score.current),
              String(score.previous),
            ])}
          />
        </DemoSection>
        <DemoSection
          title="Scatter chart"
          usage="<ScatterChart data={[{ name, color, data }]} dataKey={{ x, y }} />"
          note="How two measures of the same things relate."
        >
          <ChartDrawing height={240}>
            <ScatterChart
              h={240}
              data={[{ name: 'Tables', color: 'brand.6', data: tablesServed }]}
              dataKey={{ x: 'guests', y: 'bill' }}
              labels={{ x: 'Guests', y: 'Bill' }}
              unit={{ y: '$' }}
              xAxisLabel="Guests"
              yAxisLabel="Bill ($)"
              textColor={textColor}
              withTooltip={false}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption="Party size and bill of each table this evening"
            columns={['Table', 'Guests', 'Bill']}
            rows={tablesServed.map((table, index) => [
              `Table ${index + 1}`,
              String(table.guests),
              `$${table.bill}`,
            ])}
          />
        </DemoSection>
      </SimpleGrid>
    </GalleryPage>
  )
}
