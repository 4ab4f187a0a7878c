import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconSearchOff } from '@tabler/icons-react'
import classes from './faq.module.css'

/** No question matches the search (or there are none at all): say so, with a way back. */
export function FaqNoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const searching = query.trim() !== ''
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" mb="sm">
        <IconSearchOff size={26} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h4" mb={4} className={classes.wrap}>
        {searching ? `No questions match “${query.trim()}”` : 'There are no questions yet'}
      </Title>
      <Text c="dimmed" size="sm" mb={searching ? 'md' : 0}>
        {searching
          ? 'Try other words, or clear the search to browse every category.'
          : 'Questions will appear here once they are written.'}
      </Text>
      {searching && (
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      )}
    </Paper>
  )
}
