import '@/components/styles/full-styles'
import {
  Box,
  Button,
  Card,
  Group,
  Loader,
  LoadingOverlay,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const loaderTypes = ['oval', 'bars', 'dots'] as const
type LoaderType = (typeof loaderTypes)[number]

/**
 * A card whose content is covered by an overlay and a loader while `blocked`:
 * `aria-busy` tells assistive technology, `inert` keeps keyboard focus out.
 */
function BlockableCard({
  label,
  blocked,
  overlay,
  loaderType,
  children,
}: {
  label: string
  blocked: boolean
  /** Replaces the loader, e.g. with a message and a way out. */
  overlay?: ReactNode
  loaderType?: LoaderType
  children: ReactNode
}) {
  return (
    <Card
      withBorder
      padding="md"
      pos="relative"
      aria-label={label}
      aria-busy={blocked}
      role="region"
    >
      <LoadingOverlay
        visible={blocked}
        zIndex={10}
        overlayProps={{ blur: 2 }}
        loaderProps={overlay ? { children: overlay } : { type: loaderType }}
      />
      <Box inert={blocked}>{children}</Box>
    </Card>
  )
}

/** Open orders: at a table (its number) or to take away. */
const orders = [
  { id: '#2041', table: 4, total: 86.5 },
  { id: '#2042', table: 9, total: 42 },
  { id: '#2043', table: undefined, total: 23.8 },
] as const

/** Block UI: covers a part of the page while it is busy, so nothing is clicked twice. */
export function BlockUiDemo() {
  const { t } = useTranslation('galleryComponents')
  const [refreshing, setRefreshing] = useState(false)
  const refresh = useTimeout(() => setRefreshing(false), 2000)
  const [closing, setClosing] = useState(false)
  const [loaderType, setLoaderType] = useState<LoaderType | null>(null)
  const loaderDone = useTimeout(() => setLoaderType(null), 1500)

  return (
    <GalleryPage page="blockUi" description={t('blockUi.description')}>
      <DemoSection
        title={t('blockUi.reload.title')}
        usage={'<Card aria-busy={isFetching}><LoadingOverlay visible={isFetching} />'}
        note={t('blockUi.reload.note')}
      >
        <Stack gap="sm">
          <Group>
            <Button
              onClick={() => {
                setRefreshing(true)
                refresh.start()
              }}
            >
              {t('blockUi.reload.refresh')}
            </Button>
          </Group>
          <BlockableCard label={t('blockUi.reload.openOrders')} blocked={refreshing}>
            <Table>
              <Table.Caption>{t('blockUi.reload.openOrders')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('blockUi.reload.order')}</Table.Th>
                  <Table.Th>{t('blockUi.reload.where')}</Table.Th>
                  <Table.Th>{t('blockUi.reload.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map(({ id, table, total }) => (
                  <Table.Tr key={id}>
                    <Table.Td>{id}</Table.Td>
                    <Table.Td>
                      {table
                        ? t('blockUi.reload.table', { number: table })
                        : t('blockUi.reload.takeaway')}
                    </Table.Td>
                    <Table.Td>{formatMoney(total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </BlockableCard>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('blockUi.till.title')}
        usage={'<LoadingOverlay visible loaderProps={{ children: <…message…/> }} />'}
        note={t('blockUi.till.note')}
      >
        <Stack gap="sm">
          <Group>
            <Button onClick={() => setClosing(true)}>{t('blockUi.till.close')}</Button>
          </Group>
          <BlockableCard
            label={t('blockUi.till.label')}
            blocked={closing}
            overlay={
              <Stack align="center" gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('blockUi.till.counting')}</Text>
                <Button size="xs" variant="default" onClick={() => setClosing(false)}>
                  {t('blockUi.till.unblock')}
                </Button>
              </Stack>
            }
          >
            {/* Tall enough for the overlay's message and button. */}
            <Stack gap={4} mih={130} justify="center">
              <Text fw={500}>{t('blockUi.till.name')}</Text>
              <Text size="sm" c="dimmed">
                {t('blockUi.till.totals', {
                  cash: formatMoney(412.3),
                  cards: formatMoney(1986.7),
                  receipts: 74,
                })}
              </Text>
            </Stack>
          </BlockableCard>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('blockUi.loaders.title')}
        usage={'<LoadingOverlay loaderProps={{ type: "dots" }} />'}
        note={t('blockUi.loaders.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {loaderTypes.map((type) => (
            <Stack key={type} gap="xs">
              <BlockableCard
                label={t('blockUi.loaders.label', { type })}
                blocked={loaderType === type}
                loaderType={type}
              >
                <Text size="sm">{t('blockUi.loaders.plan', { taken: 14, tables: 22 })}</Text>
              </BlockableCard>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  setLoaderType(type)
                  loaderDone.start()
                }}
              >
                {t('blockUi.loaders.block', { type })}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
