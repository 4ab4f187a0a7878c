import { Anchor, Paper, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'
import { ApiError } from '@/lib/api-client'

/**
 * Which part of a knowledge-base address names nothing: the back end's 404
 * ("Category not found", "Article not found"), or a 400 for a part that is
 * not even a slug. Undefined for any other failure.
 */
export function missingPart(error: Error): 'Category' | 'Article' | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.status === 404) return error.message.startsWith('Category') ? 'Category' : 'Article'
  if (error.status === 400) return error.fieldError('category') ? 'Category' : 'Article'
  return undefined
}

/** The designed 404 of the knowledge base: what is missing, and a way back. */
export function KbNotFound({
  what,
  back,
}: {
  what: 'Category' | 'Article'
  back: { label: string; to: string }
}) {
  return (
    <>
      <PageTitle title={`${what} not found`} />
      <Paper withBorder radius="md" p="xl" ta="center">
        <Title order={1} size="h3" mb="xs">
          {what} not found
        </Title>
        <Text c="dimmed">
          {what === 'Category'
            ? 'There is no knowledge-base category at this address.'
            : 'There is no article at this address. It may have moved.'}{' '}
          <Anchor component={Link} to={back.to}>
            {back.label}
          </Anchor>
        </Text>
      </Paper>
    </>
  )
}
