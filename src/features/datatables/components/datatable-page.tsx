import '@/components/styles/full-styles'
import { Code, Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'

/**
 * A data-table demo page: title, what it shows, the table on its own sheet,
 * and the props a developer writes to get it (as the gallery pages do).
 */
export function DatatablePage({
  title,
  description,
  usage,
  children,
}: {
  title: string
  description: string
  usage: string
  children: ReactNode
}) {
  const { t } = useTranslation('datatables')
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{description}</Text>
      </div>
      <Paper withBorder radius="md">
        {children}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('usage')} <Code>{usage}</Code>
      </Text>
    </Stack>
  )
}
