import { Anchor, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconFileOff } from '@tabler/icons-react'
import { Link, notFound, type LinkOptions } from '@tanstack/react-router'
import { ApiError } from '@/lib/api-client'
import { PageTitle } from './page-title'

export interface RecordNotFoundProps {
  /** The heading and the document title: "Invoice not found". */
  title: string
  /** What is missing, in a sentence: "Invoice #5010 does not exist. It may have been deleted." */
  message: string
  /** The way on: the record's list, or where one is added. */
  back: { to: LinkOptions['to']; label: string }
}

/**
 * The one not-found page of every record route (an invoice, a user, a post, a
 * product, an article), and of a record page opened with no record at all: what
 * is missing, and a way to where it would be listed or added.
 */
export function RecordNotFound({ title, message, back }: RecordNotFoundProps) {
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder radius="md" p="xl" ta="center">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" mb="sm">
          <IconFileOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3" mb="xs">
          {title}
        </Title>
        <Text c="dimmed">
          {message}{' '}
          <Anchor component={Link} to={back.to}>
            {back.label}
          </Anchor>
        </Text>
      </Paper>
    </>
  )
}

/** Whether a failed load says the record does not exist (the back end's 404). */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * For a page whose record is deleted while it is open (another tab, a refetch):
 * the route's not-found page takes over, as on a fresh load.
 */
export function throwIfMissing(error: unknown, data?: unknown): void {
  if (isMissing(error)) throw notFound({ data })
}
