import { Badge, Group } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import type { BlogCategory, BlogStatus } from '@/contract/blog'

const categoryColors: Record<BlogCategory, string> = {
  Fashion: 'pink',
  Food: 'teal',
  Gaming: 'indigo',
  Quote: 'yellow',
  Video: 'red',
}

const statusColors: Record<BlogStatus, string> = {
  Published: 'green',
  Pending: 'orange',
  Draft: 'gray',
}

/** A post's categories. Dot badges keep the text in the body colour: readable in every skin. */
export function TagBadges({ tags }: { tags: readonly BlogCategory[] }) {
  const { t } = useTranslation('blog')
  return (
    <Group gap={6} component="ul" aria-label={t('categoriesLabel')} m={0} p={0}>
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="dot" color={categoryColors[tag]} tt="none">
          {t(`categories.${tag}`)}
        </Badge>
      ))}
    </Group>
  )
}

export function PostStatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation('blog')
  return (
    <Badge variant="dot" color={statusColors[status]} radius="sm" tt="none">
      {t(`statuses.${status}`)}
    </Badge>
  )
}
