import { Skeleton, Stack, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { SearchBanner } from '@/components/search-banner'
import { useSearchText } from '@/components/use-search-text'
import { faqCategoryKeys } from '@/contract/faq'
import { useFaq } from '../api/get-faq'
import type { FaqSearch } from '../search'
import { FaqCategories } from './faq-categories'
import { FaqContact } from './faq-contact'
import { FaqNoResults } from './faq-no-results'

interface FaqPageProps {
  search: FaqSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<FaqSearch>, options?: { replace?: boolean }) => void
}

/** The FAQ: a search banner, the categories as tabs of questions, and how to reach us. */
export function FaqPage({ search, onSearchChange }: FaqPageProps) {
  const { t } = useTranslation('faq')
  const searchText = useSearchText(search.q, (q) => onSearchChange({ q }, { replace: true }), 250)
  const faq = useFaq(search.q)
  const found = faqCategoryKeys.filter((key) => faq.data?.[key])

  // The box follows: a text still waiting to be sent is dropped.
  const clearSearch = () => onSearchChange({ q: undefined })

  return (
    <Stack gap="xl">
      <SearchBanner
        title={t('banner.title')}
        subtitle={t('banner.subtitle')}
        label={t('banner.label')}
        placeholder={t('banner.placeholder')}
        {...searchText}
      />
      {faq.isError ? (
        <QueryError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : !faq.data ? (
        <div aria-busy>
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
          <Skeleton h={360} radius="md" />
        </div>
      ) : found.length === 0 ? (
        <FaqNoResults query={search.q ?? ''} onClear={clearSearch} />
      ) : (
        <FaqCategories
          data={faq.data}
          found={found}
          selected={search.category}
          query={search.q ?? ''}
          fetching={faq.isPlaceholderData}
          onSelect={(category) => onSearchChange({ category })}
        />
      )}
      <FaqContact />
    </Stack>
  )
}
