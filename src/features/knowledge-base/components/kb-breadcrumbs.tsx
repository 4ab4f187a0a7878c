import '@/components/styles/full-styles'
import { Breadcrumbs, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { AnchorLink } from '@/components/router-links'

/**
 * Where an address sits in the knowledge base (an article: in its category);
 * the last crumb is the current page.
 */
export function KbBreadcrumbs({
  category,
  current,
}: {
  category?: { slug: string; title: string }
  current: string
}) {
  const { t } = useTranslation('knowledge-base')
  return (
    <nav aria-label={t('breadcrumb')}>
      <Breadcrumbs separatorMargin={6}>
        <AnchorLink to="/pages/knowledge-base" size="sm">
          {t('title')}
        </AnchorLink>
        {category && (
          <AnchorLink
            to="/pages/knowledge-base/$category"
            params={{ category: category.slug }}
            size="sm"
          >
            {category.title}
          </AnchorLink>
        )}
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
