import { Button, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'

/**
 * A list its search or filters leave empty: says nothing matches and offers the way back to
 * every row, in place of the rows (the table draws no "Showing 0 to 0 of 0" then).
 */
export function NoMatches({
  many,
  search,
  filters,
  onClear,
}: {
  /** What the rows are: "users". */
  many: string
  /** The search text, if any. */
  search?: string
  /** Whether a filter besides the search is chosen. */
  filters: boolean
  /** Clears the search and every filter. */
  onClear: () => void
}) {
  const what = search
    ? `Nothing matches “${search}”${filters ? ' with these filters' : ''}.`
    : 'Nothing matches these filters.'
  return (
    <Stack align="center" gap="xs" role="status">
      <ThemeIcon variant="light" color="gray" size={56} radius="xl">
        <IconFilterOff size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600} c="var(--mantine-color-text)">
        No {many} match
      </Text>
      <Text size="sm" c="dimmed" maw={380}>
        {what} Clear {search && filters ? 'them' : search ? 'the search' : 'the filters'} to see all{' '}
        {many}.
      </Text>
      <Button variant="light" mt="xs" onClick={onClear}>
        Clear filters
      </Button>
    </Stack>
  )
}
