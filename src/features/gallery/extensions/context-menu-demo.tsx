import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCheck, IconPrinter, IconX } from '@tabler/icons-react'
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

type Status = 'cooking' | 'ready' | 'cancelled'
const statusColor: Record<Status, string> = { cooking: 'yellow', ready: 'green', cancelled: 'gray' }

/** Open orders: at a table (its number) or to take away. */
const initialOrders: { id: number; table?: number; items: number; status: Status }[] = [
  { id: 1041, table: 3, items: 2, status: 'cooking' },
  { id: 1042, table: 7, items: 3, status: 'cooking' },
  { id: 1043, items: 1, status: 'cooking' },
  { id: 1044, table: 12, items: 5, status: 'cooking' },
]

/** What was done last, named `contextMenu.results.<key>`. */
type Result = { key: 'none' } | { key: 'ready' | 'printed' | 'cancelled'; id: number }

interface OpenMenu {
  orderId: number
  x: number
  y: number
}

/** A list of orders whose menu opens at the pointer, or at the order from the keyboard. */
export function ContextMenuDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [orders, setOrders] = useState(initialOrders)
  const [menu, setMenu] = useState<OpenMenu | null>(null)
  const [result, setResult] = useState<Result>({ key: 'none' })
  const rows = useRef(new Map<number, HTMLButtonElement>())
  const order = orders.find((candidate) => candidate.id === menu?.orderId)

  const openAtPointer = (event: MouseEvent, orderId: number) => {
    event.preventDefault()
    setMenu({ orderId, x: event.clientX, y: event.clientY })
  }
  // Shift+F10 and the ContextMenu key open the menu under the order.
  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>, orderId: number) => {
    if (!((event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu')) return
    event.preventDefault()
    const box = event.currentTarget.getBoundingClientRect()
    setMenu({ orderId, x: box.left + 16, y: box.bottom })
  }
  const close = () => {
    if (menu) rows.current.get(menu.orderId)?.focus()
    setMenu(null)
  }
  const act = (status: 'ready' | 'cancelled') => {
    if (!order) return
    setOrders((current) => current.map((o) => (o.id === order.id ? { ...o, status } : o)))
    setResult({ key: status, id: order.id })
  }

  return (
    <GalleryPage page="extContextMenu" description={t('contextMenu.description')}>
      <DemoSection
        title={t('contextMenu.title')}
        usage="<Menu opened onChange><Menu.Target><div style={{ position: 'fixed', left: x, top: y }} />"
        note={t('contextMenu.note')}
      >
        <Stack gap="xs">
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label={t('contextMenu.orders')}
            style={{ listStyle: 'none' }}
          >
            {orders.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  ref={(node) => {
                    if (node) rows.current.set(item.id, node)
                    else rows.current.delete(item.id)
                  }}
                  aria-haspopup="menu"
                  aria-describedby="context-menu-help"
                  onContextMenu={(event) => openAtPointer(event, item.id)}
                  onKeyDown={(event) => openFromKeyboard(event, item.id)}
                  w="100%"
                  p="sm"
                  style={{
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                  }}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {t('contextMenu.order', {
                        id: item.id,
                        where: item.table
                          ? t('contextMenu.table', { number: item.table })
                          : t('contextMenu.takeaway'),
                        count: item.items,
                      })}
                    </Text>
                    {/* As wide as its word: the order's line wraps instead. */}
                    <Badge variant="dot" color={statusColor[item.status]} miw="max-content">
                      {t(`contextMenu.statuses.${item.status}`)}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" id="context-menu-help">
            {t('contextMenu.help')}
          </Text>
          <Text size="sm" role="status" aria-label={t('contextMenu.lastAction')}>
            {t(`contextMenu.results.${result.key}`, { id: 'id' in result ? result.id : 0 })}
          </Text>
        </Stack>
        <Menu
          opened={menu !== null}
          onChange={(opened) => !opened && close()}
          position="bottom-start"
          offset={4}
          returnFocus={false}
          trapFocus
        >
          <Menu.Target>
            <div
              aria-hidden="true"
              style={{
                position: 'fixed',
                left: menu?.x ?? 0,
                top: menu?.y ?? 0,
                width: 1,
                height: 1,
              }}
            />
          </Menu.Target>
          <Menu.Dropdown
            aria-label={
              order ? t('contextMenu.actionsFor', { id: order.id }) : t('contextMenu.title')
            }
          >
            <Menu.Label>{order ? t('contextMenu.orderLabel', { id: order.id }) : ''}</Menu.Label>
            <Menu.Item
              data-autofocus
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => act('ready')}
            >
              {t('contextMenu.markReady')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => order && setResult({ key: 'printed', id: order.id })}
            >
              {t('contextMenu.print')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => act('cancelled')}
            >
              {t('contextMenu.cancel')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </DemoSection>
    </GalleryPage>
  )
}
