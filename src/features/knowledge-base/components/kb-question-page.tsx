import '@/components/styles/full-styles'
import {
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core'
import { IconArrowLeft, IconClock } from '@tabler/icons-react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { AnchorLink } from '@/components/router-links'
import { SafeHtml } from '@/components/safe-html'
import { formatDay } from '@/lib/format'
import { useKbQuestion } from '../api/get-question'
import { KbBreadcrumbs } from './kb-breadcrumbs'
import { missingPart } from './kb-not-found'
import classes from './knowledge-base.module.css'
import { QuestionList } from './question-list'

/** One article: its question, when it last changed, its content and related articles. */
export function KbQuestionPage({ category, question }: { category: string; question: string }) {
  const { t } = useTranslation('knowledge-base')
  const query = useKbQuestion(category, question)
  if (query.isError) {
    // Gone while open: the route's not-found page takes over.
    throwIfMissing(query.error, missingPart(query.error))
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!query.data)
    return (
      <Stack aria-busy>
        <VisuallyHidden>{t('article.loading')}</VisuallyHidden>
        <Skeleton h={20} w={280} radius="sm" />
        <Skeleton h={360} radius="md" />
      </Stack>
    )
  const article = query.data
  return (
    <Stack gap="lg">
      <PageTitle title={article.title} />
      <KbBreadcrumbs category={article.category} current={article.title} />
      <div className={classes.articleLayout}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="article">
          <Title order={1} size="h2" className={classes.wrap} dir="auto">
            {article.title}
          </Title>
          <Group gap={6} mt="xs" c="dimmed">
            <IconClock size={16} aria-hidden />
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="article.updated"
                values={{ date: formatDay(article.lastUpdated) }}
                components={{ time: <time dateTime={article.lastUpdated} /> }}
              />
            </Text>
          </Group>
          <Divider my="lg" />
          <Typography className={classes.content}>
            <SafeHtml html={article.content} />
          </Typography>
        </Paper>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="kb-related-title">
          <Title order={2} size="h5" mb="md" id="kb-related-title">
            {t('article.related')}
          </Title>
          {article.relatedQuestions.length ? (
            <QuestionList category={article.category.slug} questions={article.relatedQuestions} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('article.noRelated')}
            </Text>
          )}
          <Divider my="md" />
          <AnchorLink
            to="/pages/knowledge-base/$category"
            params={{ category: article.category.slug }}
            size="sm"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden className={classes.arrow} />
              {t('article.allInCategory', { category: article.category.title })}
            </Group>
          </AnchorLink>
        </Paper>
      </div>
    </Stack>
  )
}
