import { Text } from '@mantine/core'
import type { CSSProperties } from 'react'
import { formatRelative, type DateInput } from '@/lib/format'

// Mantine's dimmed extra-small Text, as a plain element with its class: a list draws one per row
// (the mail list, the chat contacts, the notifications), and Text is a component of its own.
const timeClass = `${Text.classes.root} mantine-Text-root`
const timeStyle = {
  '--text-fz': 'var(--mantine-font-size-xs)',
  '--text-lh': 'var(--mantine-line-height-xs)',
  color: 'var(--mantine-color-dimmed)',
} as CSSProperties

/**
 * How long ago, as the app writes it ("6 days ago"), small and dimmed, in a `<time>` that carries
 * the instant. It runs in its own direction: on a right-to-left page a leading number stays in
 * front of its words.
 */
export function RelativeTime({ time, id }: { time: DateInput; id?: string }) {
  return (
    <time
      id={id}
      className={timeClass}
      data-size="xs"
      dateTime={new Date(time).toISOString()}
      dir="auto"
      style={timeStyle}
    >
      {formatRelative(time)}
    </time>
  )
}
