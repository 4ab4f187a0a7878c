import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { ContentIcon } from '@/components/content-icon'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { useKbCategory } from '../api/get-category'
import { KbBreadcrumbs } from './kb-breadcrumbs'
import { categoryMissing } from './kb-not-found'
import classes from './knowledge-base.module.css'
import { QuestionList } from './question-list'

/** One category: its groups of articles, each linking to the article's page. */
export function KbCategoryPage({ slug }: { slug: string }) {
  const { t } = useTranslation('knowledge-base')
  const query = useKbCategory(slug)
  if (query.isError) {
    // Gone while open: the route's not-found page takes over.
    throwIfMissing(query.error, categoryMissing)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!query.data)
    return (
      <Stack aria-busy>
        <VisuallyHidden>{t('category.loading')}</VisuallyHidden>
        <Skeleton h={72} radius="md" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Skeleton h={200} radius="md" />
          <Skeleton h={200} radius="md" />
        </SimpleGrid>
      </Stack>
    )
  const { category, groups } = query.data
  return (
    <Stack gap="lg">
      <PageTitle title={category.title} />
      <KbBreadcrumbs current={category.title} />
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={52} radius="md" variant="light">
          <ContentIcon name={category.icon} size={28} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h3" className={classes.wrap}>
            {category.title}
          </Title>
          <Text c="dimmed" size="sm" dir="auto">
            {category.description}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {groups.map((group) => (
          <Paper key={group.title} withBorder radius="md" p="lg" component="section">
            <Group gap="sm" wrap="nowrap" mb="md" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={32} radius="md" variant="light" color="gray">
                  <ContentIcon name={group.icon} size={18} />
                </ThemeIcon>
                <Title order={2} size="h5" className={classes.wrap}>
                  {group.title}
                </Title>
              </Group>
              <Badge variant="light" color="gray" className={classes.count}>
                {t('category.articles', { count: group.questions.length })}
              </Badge>
            </Group>
            <QuestionList category={category.slug} questions={group.questions} />
          </Paper>
        ))}
      </SimpleGrid>
      {groups.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="dimmed">{t('category.empty')}</Text>
        </Paper>
      )}
    </Stack>
  )
}
