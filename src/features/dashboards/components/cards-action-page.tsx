import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react'
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { cardAnalyticsQueryOptions } from '../api/get-card-analytics'
import { cardStatisticsQueryOptions } from '../api/get-card-statistics'
import { GoalOverviewCard, RevenueReportCard, StatisticCard, type CardProps } from './cards'

interface ActionCard {
  id: string
  /** The key of the card's title in the `dashboards` namespace. */
  titleKey: string
  queryKey: QueryKey
  render: (props: CardProps) => ReactNode
}

const actionCards: readonly ActionCard[] = [
  {
    id: 'orders',
    titleKey: 'cards.statistics.orders-bar-chart',
    queryKey: cardStatisticsQueryOptions('orders-bar-chart').queryKey,
    render: (props) => <StatisticCard name="orders-bar-chart" {...props} />,
  },
  {
    id: 'goal',
    titleKey: 'cards.analytics.goal-overview',
    queryKey: cardAnalyticsQueryOptions('goal-overview').queryKey,
    render: (props) => <GoalOverviewCard {...props} />,
  },
  {
    id: 'revenue-report',
    titleKey: 'cards.analytics.revenue-report',
    queryKey: cardAnalyticsQueryOptions('revenue-report').queryKey,
    render: (props) => <RevenueReportCard {...props} />,
  },
]

/** One action card: collapse its body, refetch its figures, or remove it. */
function WithActions({ card, onRemove }: { card: ActionCard; onRemove: () => void }) {
  const { t } = useTranslation('dashboards')
  const title = t(card.titleKey)
  const [collapsed, setCollapsed] = useState(false)
  const queryClient = useQueryClient()
  const refreshing = useIsFetching({ queryKey: card.queryKey, exact: true }) > 0
  const bodyId = useId()
  const actions = (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t(collapsed ? 'cardsAction.expand' : 'cardsAction.collapse', { title })}
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {collapsed ? (
          <IconChevronDown size={18} aria-hidden />
        ) : (
          <IconChevronUp size={18} aria-hidden />
        )}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('cardsAction.refresh', { title })}
        loading={refreshing}
        onClick={() => void queryClient.refetchQueries({ queryKey: card.queryKey, exact: true })}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('cardsAction.remove', { title })}
        onClick={onRemove}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  )
  return card.render({ actions, collapsed, bodyId, refreshing })
}

/** `/cards/action`: cards with working collapse, refresh and remove buttons. */
export function CardsActionPage() {
  const { t } = useTranslation('dashboards')
  const [removed, setRemoved] = useState<readonly string[]>([])
  const shown = actionCards.filter((card) => !removed.includes(card.id))
  return (
    <Stack gap="lg">
      <Title order={1}>{t('cardsAction.title')}</Title>
      <Text c="dimmed">{t('cardsAction.intro')}</Text>
      {removed.length > 0 ? (
        <Group>
          <Button variant="default" onClick={() => setRemoved([])}>
            {t('cardsAction.restore', { removed: removed.length })}
          </Button>
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {shown.map((card) => (
          <WithActions
            key={card.id}
            card={card}
            onRemove={() => setRemoved((ids) => [...ids, card.id])}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
