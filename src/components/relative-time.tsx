import { Text, type TextProps } from '@mantine/core'
import { formatRelative, type DateInput } from '@/lib/format'

/**
 * How long ago, as the app writes it ("6 days ago"), in a `<time>` that carries the instant. It
 * runs in its own direction: on a right-to-left page a leading number stays in front of its words.
 */
export function RelativeTime({
  time,
  ...props
}: { time: DateInput; id?: string } & Omit<TextProps, 'dir'>) {
  return (
    <Text component="time" dateTime={new Date(time).toISOString()} dir="auto" {...props}>
      {formatRelative(time)}
    </Text>
  )
}
