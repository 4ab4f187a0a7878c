import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconSearchOff } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import classes from './faq.module.css'

/** No question matches the search (or there are none at all): say so, with a way back. */
export function FaqNoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('faq')
  const searching = query.trim() !== ''
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" mb="sm">
        <IconSearchOff size={26} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h4" mb={4} className={classes.wrap}>
        {searching ? t('noResults.title', { query: query.trim() }) : t('noResults.none')}
      </Title>
      <Text c="dimmed" size="sm" mb={searching ? 'md' : 0}>
        {searching ? t('noResults.text') : t('noResults.noneText')}
      </Text>
      {searching && (
        <Button variant="light" onClick={onClear}>
          {t('noResults.clear')}
        </Button>
      )}
    </Paper>
  )
}
