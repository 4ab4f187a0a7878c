import { Card, Code, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A gallery page: its title and a line on what the building block is for,
 * then one `DemoSection` per variant.
 */
export function GalleryPage({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Stack gap="lg">
      <div>
        {/* A long one-word title ("Internationalisation") must not widen a 375 px page. */}
        <Title order={1} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </div>
      {children}
    </Stack>
  )
}

/**
 * One variant of a building block, working, with a short usage note: the
 * component to reach for (`usage`, shown as code) and when.
 */
export function DemoSection({
  title,
  usage,
  note,
  children,
}: {
  title: string
  /** The import or JSX a developer writes, e.g. `<Badge variant="light">`. */
  usage: string
  /** When to use it, in a sentence. */
  note?: string
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note && <Text size="sm">{note}</Text>}
        <div>{children}</div>
        <Text size="sm" c="dimmed">
          Usage: <Code>{usage}</Code>
        </Text>
      </Stack>
    </Card>
  )
}
