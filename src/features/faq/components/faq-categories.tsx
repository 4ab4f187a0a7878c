import '@/components/styles/full-styles'
import {
  Accordion,
  Group,
  Highlight,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  useMatches,
} from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { ContentIcon } from '@/components/content-icon'
import type { FaqCategoryKey, FaqData } from '@/contract/faq'
import classes from './faq.module.css'

interface FaqCategoriesProps {
  data: FaqData
  /** The categories in `data`, in the page's order (never empty). */
  found: readonly FaqCategoryKey[]
  /** The category in the URL; one the search left out falls back to the first found. */
  selected: FaqCategoryKey | undefined
  query: string
  /** A new search is loading: the answers on screen are the previous search's. */
  fetching: boolean
  onSelect: (category: FaqCategoryKey) => void
}

/** The categories as tabs (a column beside the questions on wide screens), each an accordion. */
export function FaqCategories({
  data,
  found,
  selected,
  query,
  fetching,
  onSelect,
}: FaqCategoriesProps) {
  const { t } = useTranslation('faq')
  const orientation = useMatches<'horizontal' | 'vertical'>({
    base: 'horizontal',
    md: 'vertical',
  })
  const active = selected && found.includes(selected) ? selected : found[0]
  const search = query.trim()

  return (
    <Tabs
      value={active ?? null}
      onChange={(value) => {
        const key = found.find((candidate) => candidate === value)
        if (key) onSelect(key)
      }}
      orientation={orientation}
      variant="pills"
      keepMounted={false}
      classNames={{
        root: classes.tabs,
        list: classes.tabList,
        tab: classes.tab,
        tabLabel: classes.tabLabel,
      }}
      aria-busy={fetching}
    >
      <Tabs.List aria-label={t('categories')}>
        {found.map((key) => {
          const category = data[key]
          return category ? (
            <Tabs.Tab
              key={key}
              value={key}
              leftSection={<ContentIcon name={category.icon} size={18} />}
            >
              {category.title}
            </Tabs.Tab>
          ) : null
        })}
      </Tabs.List>
      {found.map((key) => {
        const category = data[key]
        if (!category) return null
        const questions = category.qandA.map((item, index) => ({ ...item, value: String(index) }))
        return (
          <Tabs.Panel key={key} value={key} className={classes.panel}>
            <Group gap="md" wrap="nowrap" mb="md" align="center">
              <ThemeIcon size={44} radius="md" variant="light">
                <ContentIcon name={category.icon} size={24} />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4">
                  {category.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {category.subtitle}
                </Text>
              </div>
            </Group>
            {/* A search opens every matching answer; keyed so a new search starts afresh. */}
            <Accordion
              key={search}
              multiple
              variant="separated"
              radius="md"
              order={3}
              defaultValue={search ? questions.map((item) => item.value) : []}
              classNames={{ item: classes.item, control: classes.question }}
            >
              {questions.map((item) => (
                <Accordion.Item key={item.value} value={item.value}>
                  <Accordion.Control>
                    <Highlight highlight={search} component="span" fw={600} size="sm" dir="auto">
                      {item.question}
                    </Highlight>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Text size="sm" dir="auto">
                      {item.ans}
                    </Text>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Tabs.Panel>
        )
      })}
    </Tabs>
  )
}
