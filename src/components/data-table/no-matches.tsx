import { Button, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFilterOff } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'

/**
 * A list its search or filters leave empty: says nothing matches and offers the way back to
 * every row, in place of the rows (the table draws no "Showing 0 to 0 of 0" then).
 */
export function NoMatches({
  title,
  search,
  filters,
  onClear,
}: {
  /** The list's own words, in the user's language: "No users match". */
  title: string
  /** The search text, if any. */
  search?: string
  /** Whether a filter besides the search is chosen. */
  filters: boolean
  /** Clears the search and every filter. */
  onClear: () => void
}) {
  const { t } = useTranslation()
  const what = search
    ? t(filters ? 'noMatches.searchAndFilters' : 'noMatches.search', { search })
    : t('noMatches.filters')
  const how = t(
    search && filters
      ? 'noMatches.clearBoth'
      : search
        ? 'noMatches.clearSearch'
        : 'noMatches.clearFilters',
  )
  return (
    <Stack align="center" gap="xs" role="status">
      <ThemeIcon variant="light" color="gray" size={56} radius="xl">
        <IconFilterOff size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600} c="var(--mantine-color-text)">
        {title}
      </Text>
      <Text size="sm" c="dimmed" maw={380}>
        {what} {how}
      </Text>
      <Button variant="light" mt="xs" onClick={onClear}>
        {t('noMatches.clear')}
      </Button>
    </Stack>
  )
}
