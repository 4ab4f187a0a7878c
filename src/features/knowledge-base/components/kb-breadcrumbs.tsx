import { Breadcrumbs, Text } from '@mantine/core'
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
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6}>
        <AnchorLink to="/pages/knowledge-base" size="sm">
          Knowledge base
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
