import {
  Button,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconSearchOff } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { SearchBanner } from '@/components/search-banner'
import { useSearchText } from '@/components/use-search-text'
import { useKbCategories } from '../api/get-categories'
import { filterCategories } from '../filter-categories'
import type { KbSearch } from '../search'
import { KbCategoryCard } from './kb-category-card'
import classes from './knowledge-base.module.css'

interface KnowledgeBasePageProps {
  search: KbSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<KbSearch>, options?: { replace?: boolean }) => void
}

/** The knowledge base's landing page: a search over the categories and their articles. */
export function KnowledgeBasePage({ search, onSearchChange }: KnowledgeBasePageProps) {
  const { t } = useTranslation('knowledge-base')
  const searchText = useSearchText(search.q, (q) => onSearchChange({ q }, { replace: true }), 250)
  const categories = useKbCategories()
  const cards = categories.data ? filterCategories(categories.data, search.q) : []
  const query = search.q?.trim() ?? ''

  // The box follows: a text still waiting to be sent is dropped.
  const clearSearch = () => onSearchChange({ q: undefined })

  return (
    <Stack gap="xl">
      <SearchBanner
        title={t('title')}
        subtitle={t('banner.subtitle')}
        label={t('banner.label')}
        placeholder={t('banner.placeholder')}
        {...searchText}
      />
      {categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : !categories.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : cards.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" mb="sm">
            <IconSearchOff size={26} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4" mb={4} className={classes.wrap}>
            {query ? t('noResults.title', { query }) : t('noResults.none')}
          </Title>
          {query && (
            <>
              <Text c="dimmed" size="sm" mb="md">
                {t('noResults.text')}
              </Text>
              <Button variant="light" onClick={clearSearch}>
                {t('noResults.clear')}
              </Button>
            </>
          )}
        </Paper>
      ) : (
        <section aria-label={query ? t('categoriesMatching', { query }) : t('categories')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {cards.map((card) => (
              <KbCategoryCard key={card.category.slug} card={card} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  )
}
