import { getThemeColor, useMantineTheme } from '@mantine/core'
import { arc, area, curveMonotoneX, line, pie } from 'd3-shape'
import { useId, type ReactNode } from 'react'
import type { CardPoint } from '@/contract/cards'
import { segmentColors } from './chart-palette'
import classes from './cards.module.css'

// The dashboards' small charts (a week as an area or bars, parts of a whole as a donut) drawn as
// plain SVG, their shapes from d3-shape. A full chart library instance per card measured its
// text and kept a store of its own; these draw in one pass with the card. The charts with axes
// and a legend (./chart-drawings.tsx) still use the chart library.

/** The drawing's width in SVG units: it stretches to its box (`preserveAspectRatio="none"`). */
const WIDTH = 100
/** Room above the highest point, as a share of the height, so the line is not cut. */
const HEADROOM = 0.08

interface TrendProps {
  series: readonly CardPoint[]
  /** A theme colour name ('brand.6'). */
  color: string
  height: number
}

/** A week's drawing: its colour, how tall a value stands, and the box it stretches across. */
function useTrendFrame({ series, color, height }: TrendProps) {
  const paint = getThemeColor(color, useMantineTheme())
  const top = Math.max(...series.map((point) => point.value), 1) * (1 + HEADROOM)
  const heightOf = (point: CardPoint) => (point.value / top) * height
  return { paint, heightOf }
}

function TrendFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <svg
      width="100%"
      height={height}
      viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
      preserveAspectRatio="none"
      style={{ display: 'block', overflow: 'visible' }}
    >
      {children}
    </svg>
  )
}

/** A trend as a smooth line over a fading area, without axes. */
export function TrendDrawing(props: TrendProps) {
  const { series, height } = props
  const { paint, heightOf } = useTrendFrame(props)
  const gradientId = useId()
  const step = series.length > 1 ? WIDTH / (series.length - 1) : WIDTH
  const x = (_point: CardPoint, index: number) => index * step
  const y = (point: CardPoint) => height - heightOf(point)
  const shape = area<CardPoint>().x(x).y0(height).y1(y).curve(curveMonotoneX)
  const edge = line<CardPoint>().x(x).y(y).curve(curveMonotoneX)
  return (
    <TrendFrame height={height}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={paint} stopOpacity={0.25} />
          <stop offset="100%" stopColor={paint} stopOpacity={0} />
        </linearGradient>
      </defs>
      <path d={shape([...series]) ?? ''} fill={`url(#${gradientId})`} />
      <path
        d={edge([...series]) ?? ''}
        fill="none"
        stroke={paint}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </TrendFrame>
  )
}

/** A trend as bars, without axes. */
export function BarTrendDrawing(props: TrendProps) {
  const { series, height } = props
  const { paint, heightOf } = useTrendFrame(props)
  const slot = WIDTH / Math.max(series.length, 1)
  const gap = slot * 0.2
  return (
    <TrendFrame height={height}>
      {series.map((point, index) => (
        <rect
          key={point.label}
          x={index * slot + gap / 2}
          y={height - heightOf(point)}
          width={slot - gap}
          height={heightOf(point)}
          fill={paint}
        />
      ))}
    </TrendFrame>
  )
}

/** Parts of a whole as a ring of segments, in the order and colours of the card's legend. */
export function SegmentsDrawing({
  segments,
  size,
  thickness = 22,
}: {
  segments: readonly { label: string; value: number }[]
  size: number
  thickness?: number
}) {
  const theme = useMantineTheme()
  const radius = size / 2
  const slices = pie<{ label: string; value: number }>()
    .value((segment) => segment.value)
    .sort(null)([...segments])
  const ring = arc<(typeof slices)[number]>()
    .innerRadius(radius - thickness)
    .outerRadius(radius)
  return (
    <svg
      width={size}
      height={size}
      viewBox={`${String(-radius)} ${String(-radius)} ${String(size)} ${String(size)}`}
    >
      {slices.map((slice, index) => (
        <path
          key={slice.data.label}
          d={ring(slice) ?? ''}
          fill={getThemeColor(segmentColors[index % segmentColors.length] ?? 'gray.6', theme)}
          stroke="var(--mantine-color-body)"
          strokeWidth={1}
        />
      ))}
    </svg>
  )
}

/**
 * A share of a whole as a ring: a grey track and the share over it in the brand colour, starting
 * at the top and going clockwise, with round ends. Hidden from assistive technology: the figure
 * is written beside it.
 */
export function RingDrawing({
  percent,
  size,
  thickness,
}: {
  percent: number
  size: number
  thickness: number
}) {
  const paint = getThemeColor('brand.6', useMantineTheme())
  // Half a stroke of room around the ring, inside the box.
  const radius = size / 2 - thickness * 1.5
  const length = 2 * Math.PI * radius
  const share = (Math.min(Math.max(percent, 0), 100) / 100) * length
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness }
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      aria-hidden="true"
      display="block"
    >
      <circle {...circle} className={classes.ringTrack} />
      <circle
        {...circle}
        stroke={paint}
        strokeLinecap="round"
        strokeDasharray={`${String(share)} ${String(length)}`}
        transform={`rotate(-90 ${String(size / 2)} ${String(size / 2)})`}
      />
    </svg>
  )
}
