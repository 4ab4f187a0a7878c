import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { ContentIcon } from '@/components/content-icon'
import { AnchorLink } from '@/components/router-links'
import type { KbCardData } from '../filter-categories'
import classes from './knowledge-base.module.css'
import { QuestionList } from './question-list'

/** A category on the landing page: what it covers, a few of its articles, and a link to all. */
export function KbCategoryCard({ card: { category, questions } }: { card: KbCardData }) {
  const { t } = useTranslation('knowledge-base')
  const count = category.questions.length
  return (
    <Paper withBorder radius="md" p="lg" className={classes.card} component="article">
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon size={40} radius="md" variant="light">
          <ContentIcon name={category.icon} size={22} />
        </ThemeIcon>
        <Title order={2} size="h4" className={classes.wrap}>
          <AnchorLink
            to="/pages/knowledge-base/$category"
            params={{ category: category.slug }}
            inherit
            c="var(--mantine-color-text)"
          >
            {category.title}
          </AnchorLink>
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md" dir="auto">
        {category.description}
      </Text>
      <QuestionList category={category.slug} questions={questions} />
      <AnchorLink
        to="/pages/knowledge-base/$category"
        params={{ category: category.slug }}
        size="sm"
        fw={600}
        mt="auto"
        pt="md"
        aria-label={t('card.allArticlesIn', { count, category: category.title })}
      >
        <Group gap={4} component="span">
          {t('card.allArticles', { count })}
          <IconArrowRight size={14} aria-hidden className={classes.arrow} />
        </Group>
      </AnchorLink>
    </Paper>
  )
}
