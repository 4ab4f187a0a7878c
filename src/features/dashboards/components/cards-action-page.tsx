import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react'
import { useIsFetching, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { cardAnalyticsQueryOptions } from '../api/get-card-analytics'
import { cardStatisticsQueryOptions } from '../api/get-card-statistics'
import { GoalOverviewCard, RevenueReportCard, StatisticCard, type CardProps } from './cards'

interface ActionCard {
  id: string
  label: string
  queryKey: QueryKey
  render: (props: CardProps) => ReactNode
}

const actionCards: readonly ActionCard[] = [
  {
    id: 'orders',
    label: 'Orders',
    queryKey: cardStatisticsQueryOptions('orders-bar-chart').queryKey,
    render: (props) => <StatisticCard name="orders-bar-chart" fallbackTitle="Orders" {...props} />,
  },
  {
    id: 'goal',
    label: 'Monthly covers goal',
    queryKey: cardAnalyticsQueryOptions('goal-overview').queryKey,
    render: (props) => <GoalOverviewCard {...props} />,
  },
  {
    id: 'revenue-report',
    label: 'Revenue report',
    queryKey: cardAnalyticsQueryOptions('revenue-report').queryKey,
    render: (props) => <RevenueReportCard {...props} />,
  },
]

/** One action card: collapse its body, refetch its figures, or remove it. */
function WithActions({ card, onRemove }: { card: ActionCard; onRemove: () => void }) {
  const [collapsed, setCollapsed] = useState(false)
  const queryClient = useQueryClient()
  const refreshing = useIsFetching({ queryKey: card.queryKey, exact: true }) > 0
  const bodyId = useId()
  const actions = (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`${collapsed ? 'Expand' : 'Collapse'} ${card.label}`}
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
        aria-label={`Refresh ${card.label}`}
        loading={refreshing}
        onClick={() => void queryClient.refetchQueries({ queryKey: card.queryKey, exact: true })}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Remove ${card.label}`}
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
  const [removed, setRemoved] = useState<readonly string[]>([])
  const shown = actionCards.filter((card) => !removed.includes(card.id))
  return (
    <Stack gap="lg">
      <Title order={1}>Action cards</Title>
      <Text c="dimmed">
        Collapse a card to its title, refresh it to fetch its figures again, or remove it.
      </Text>
      {removed.length > 0 ? (
        <Group>
          <Button variant="default" onClick={() => setRemoved([])}>
            Restore removed cards ({removed.length})
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
