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
import { useTranslation } from '@/lib/use-translation'
import { ChartDrawing, ChartTable } from '@/components/charts/chart-table'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'
import { reviewScores, salesByCategory, services, tablesServed, week } from './chart-data'

// Axis and legend text follow the skin through the theme's text colour.
const textColor = 'var(--mantine-color-text)'
// What every chart over the week shares: its size, legend and skin-aware text, no tooltip
// (the table below each chart gives the figures to everyone).
const weekChart = {
  h: 240,
  dataKey: 'day',
  withLegend: true,
  textColor,
  withTooltip: false,
  accessibilityLayer: false,
}
const dollars = (amount: number) => formatMoney(amount, { whole: true })

/** The week's figures and series, their days and services named in the reader's language. */
function useWeek() {
  const { t } = useTranslation('gallery')
  return {
    data: week.map((day) => ({ ...day, day: t(`charts.days.${day.day}`) })),
    series: services.map((service) => ({
      ...service,
      label: t(`charts.services.${service.name}`),
    })),
  }
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
  const { t } = useTranslation('gallery')
  const { data, series } = useWeek()
  return (
    <DemoSection title={title} usage={usage} note={note}>
      <ChartDrawing height={weekChart.h}>{children}</ChartDrawing>
      <ChartTable
        caption={t('charts.weekCaption', { chart: title })}
        columns={[t('charts.day'), ...series.map((service) => service.label)]}
        rows={data.map((day, index) => [
          day.day,
          ...services.map((service) => String(week[index]?.[service.name])),
        ])}
      />
    </DemoSection>
  )
}

/** Every chart type the dashboards draw, over a restaurant's week, in the current skin. */
export function ChartGallery() {
  const { t } = useTranslation('gallery')
  const { data, series } = useWeek()
  const chart = { ...weekChart, data }
  const sales = salesByCategory.map((part) => ({
    ...part,
    name: t(`charts.categories.${part.name}`),
  }))
  const scores = reviewScores.map((score) => ({
    ...score,
    aspect: t(`charts.aspects.${score.aspect}`),
  }))
  return (
    <GalleryPage page="charts" description={t('charts.description')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <WeekChartSection
          title={t('charts.line.title')}
          usage="<LineChart data={…} dataKey series={…} />"
          note={t('charts.line.note')}
        >
          <LineChart {...chart} series={series} curveType="monotone" />
        </WeekChartSection>
        <WeekChartSection
          title={t('charts.area.title')}
          usage='<AreaChart type="default" … />'
          note={t('charts.area.note')}
        >
          <AreaChart {...chart} series={series.slice(0, 2)} curveType="monotone" />
        </WeekChartSection>
        <WeekChartSection
          title={t('charts.bar.title')}
          usage="<BarChart data={…} dataKey series={…} />"
          note={t('charts.bar.note')}
        >
          <BarChart {...chart} series={series} />
        </WeekChartSection>
        <WeekChartSection
          title={t('charts.stackedBar.title')}
          usage='<BarChart type="stacked" … />'
          note={t('charts.stackedBar.note')}
        >
          <BarChart {...chart} type="stacked" series={series} />
        </WeekChartSection>
        <WeekChartSection
          title={t('charts.stackedArea.title')}
          usage='<AreaChart type="stacked" … />'
          note={t('charts.stackedArea.note')}
        >
          <AreaChart {...chart} type="stacked" series={series} />
        </WeekChartSection>
        <DemoSection
          title={t('charts.pie.title')}
          usage="<PieChart data={…} /> · <DonutChart data={…} />"
          note={t('charts.pie.note')}
        >
          {/* The pie's labels sit outside its 160 px: the pair is 240 px high (measured). */}
          <ChartDrawing centered height={240}>
            <PieChart
              data={sales}
              size={160}
              withLabels
              labelsType="percent"
              withTooltip={false}
              accessibilityLayer={false}
            />
            <DonutChart
              data={sales}
              size={160}
              thickness={26}
              chartLabel={t('charts.pie.sales')}
              withTooltip={false}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption={t('charts.pie.caption')}
            columns={[t('charts.pie.category'), t('charts.pie.share')]}
            rows={sales.map((part) => [part.name, `${part.value}%`])}
          />
        </DemoSection>
        <DemoSection
          title={t('charts.radar.title')}
          usage="<RadarChart data={…} dataKey series={…} />"
          note={t('charts.radar.note')}
        >
          <ChartDrawing height={260}>
            <RadarChart
              h={260}
              data={scores}
              dataKey="aspect"
              withLegend
              series={[
                {
                  name: 'current',
                  label: t('charts.radar.current'),
                  color: 'brand.6',
                  opacity: 0.3,
                },
                {
                  name: 'previous',
                  label: t('charts.radar.previous'),
                  color: 'teal.6',
                  opacity: 0.2,
                },
              ]}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption={t('charts.radar.caption')}
            columns={[
              t('charts.radar.aspect'),
              t('charts.radar.current'),
              t('charts.radar.previous'),
            ]}
            rows={scores.map((score) => [
              score.aspect,
              String(score.current),
              String(score.previous),
            ])}
          />
        </DemoSection>
        <DemoSection
          title={t('charts.scatter.title')}
          usage="<ScatterChart data={[{ name, color, data }]} dataKey={{ x, y }} />"
          note={t('charts.scatter.note')}
        >
          <ChartDrawing height={240}>
            <ScatterChart
              h={240}
              data={[{ name: t('charts.scatter.tables'), color: 'brand.6', data: tablesServed }]}
              dataKey={{ x: 'guests', y: 'bill' }}
              labels={{ x: t('charts.scatter.guests'), y: t('charts.scatter.bill') }}
              unit={{ y: '$' }}
              xAxisLabel={t('charts.scatter.guests')}
              yAxisLabel={t('charts.scatter.billAxis', { unit: '$' })}
              textColor={textColor}
              withTooltip={false}
              accessibilityLayer={false}
            />
          </ChartDrawing>
          <ChartTable
            caption={t('charts.scatter.caption')}
            columns={[
              t('charts.scatter.table'),
              t('charts.scatter.guests'),
              t('charts.scatter.bill'),
            ]}
            rows={tablesServed.map((table, index) => [
              t('charts.scatter.tableNumber', { number: index + 1 }),
              String(table.guests),
              dollars(table.bill),
            ])}
          />
        </DemoSection>
      </SimpleGrid>
    </GalleryPage>
  )
}
