import { Center, Loader, Paper, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageTitle } from './page-title'
import { QueryError } from './query-error'

/**
 * For a menu link that names no record ("View", "Edit", "Detail"): while `firstId` loads it shows
 * a loader, then `open(id)` (a replacing <Navigate>) for the list's first record, or says there
 * is none with `empty`; a failed load shows the error with a retry.
 */
export function FirstRecordRedirect({
  firstId,
  title,
  loadingLabel,
  open,
  empty,
}: {
  firstId: UseQueryResult<number | undefined>
  title: string
  loadingLabel: string
  open: (id: number) => ReactNode
  empty: ReactNode
}) {
  if (firstId.isError)
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={firstId.error} onRetry={() => void firstId.refetch()} />
      </>
    )
  if (firstId.data !== undefined) return open(firstId.data)
  return (
    <>
      <PageTitle title={title} />
      {firstId.isPending ? (
        <Center py="xl">
          <Loader aria-label={loadingLabel} />
        </Center>
      ) : (
        <Paper withBorder p="xl" ta="center">
          <Title order={1} size="h3" mb="xs">
            {title}
          </Title>
          <Text c="dimmed">{empty}</Text>
        </Paper>
      )}
    </>
  )
}
