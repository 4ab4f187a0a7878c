import '@/components/styles/full-styles'
import { Card, Code, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { pages } from '@/contract/pages'
import { pageTitle } from '@/lib/page-names'

/**
 * A gallery page: its title (the registry page's, as the menu and the document title name it)
 * and a line on what the building block is for, then one `DemoSection` per variant.
 */
export function GalleryPage({
  page,
  description,
  children,
}: {
  /** The page's key in the registry (src/contract/pages.ts). */
  page: string
  description: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const entry = pages.find((candidate) => candidate.key === page)
  if (!entry) throw new Error(`No page with the key ${page}`)
  return (
    <Stack gap="lg">
      <div>
        {/*
          A long one-word title ("Formularassistent", "Internationalisierung") must not widen a
          375 px page: the heading shrinks with a narrow screen, and breaks as a last resort.
        */}
        <Title
          order={1}
          style={{
            fontSize: 'clamp(1.5rem, 7vw, var(--mantine-h1-font-size))',
            overflowWrap: 'break-word',
            hyphens: 'auto',
          }}
        >
          {pageTitle(t, entry)}
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
  const { t } = useTranslation('gallery')
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {note && <Text size="sm">{note}</Text>}
        <div>{children}</div>
        <Text size="sm" c="dimmed">
          {t('usage')} <Code>{usage}</Code>
        </Text>
      </Stack>
    </Card>
  )
}
