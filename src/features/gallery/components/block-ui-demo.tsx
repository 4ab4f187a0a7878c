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

const orders = [
  ['#2041', 'Table 4', 86.5],
  ['#2042', 'Table 9', 42],
  ['#2043', 'Takeaway', 23.8],
] as const

/** Block UI: covers a part of the page while it is busy, so nothing is clicked twice. */
export function BlockUiDemo() {
  const [refreshing, setRefreshing] = useState(false)
  const refresh = useTimeout(() => setRefreshing(false), 2000)
  const [closing, setClosing] = useState(false)
  const [loaderType, setLoaderType] = useState<LoaderType | null>(null)
  const loaderDone = useTimeout(() => setLoaderType(null), 1500)

  return (
    <GalleryPage
      title="Block UI"
      description="Covers a card with an overlay and a loader while it saves or reloads, so nobody acts on stale content."
    >
      <DemoSection
        title="Block a card while it reloads"
        usage={'<LoadingOverlay visible={isFetching} /> + aria-busy on the card'}
        note="The card is blocked for two seconds, then comes back by itself. Its content cannot be focused meanwhile."
      >
        <Stack gap="sm">
          <Group>
            <Button
              onClick={() => {
                setRefreshing(true)
                refresh.start()
              }}
            >
              Refresh open orders
            </Button>
          </Group>
          <BlockableCard label="Open orders" blocked={refreshing}>
            <Table>
              <Table.Caption>Open orders</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.map(([id, where, total]) => (
                  <Table.Tr key={id}>
                    <Table.Td>{id}</Table.Td>
                    <Table.Td>{where}</Table.Td>
                    <Table.Td>{formatMoney(total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </BlockableCard>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Block until done, with a message"
        usage={'<LoadingOverlay visible loaderProps={{ children: <…message…/> }} />'}
        note="For work that ends when the person says so; the overlay tells what is going on and offers the way out."
      >
        <Stack gap="sm">
          <Group>
            <Button onClick={() => setClosing(true)}>Close the till</Button>
          </Group>
          <BlockableCard
            label="Till"
            blocked={closing}
            overlay={
              <Stack align="center" gap="xs">
                <Loader size="sm" />
                <Text size="sm">Counting the till…</Text>
                <Button size="xs" variant="default" onClick={() => setClosing(false)}>
                  Unblock
                </Button>
              </Stack>
            }
          >
            {/* Tall enough for the overlay's message and button. */}
            <Stack gap={4} mih={130} justify="center">
              <Text fw={500}>Till 1, bar</Text>
              <Text size="sm" c="dimmed">
                Cash {formatMoney(412.3)} · Cards {formatMoney(1986.7)} · 74 receipts
              </Text>
            </Stack>
          </BlockableCard>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Loader types"
        usage={'<LoadingOverlay loaderProps={{ type: "dots" }} />'}
        note="Any of the loaders can sit on the overlay; choose one and keep it across the app."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {loaderTypes.map((type) => (
            <Stack key={type} gap="xs">
              <BlockableCard
                label={`Table plan, ${type}`}
                blocked={loaderType === type}
                loaderType={type}
              >
                <Text size="sm">Table plan: 14 of 22 tables taken.</Text>
              </BlockableCard>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  setLoaderType(type)
                  loaderDone.start()
                }}
              >
                Block with {type}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
