import { Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCheck, IconPrinter, IconX } from '@tabler/icons-react'
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { DemoSection, GalleryPage } from '../demo'

type Status = 'Cooking' | 'Ready' | 'Cancelled'
const statusColor: Record<Status, string> = { Cooking: 'yellow', Ready: 'green', Cancelled: 'gray' }

const initialOrders = [
  { id: 1041, table: 'Table 3', items: 2, status: 'Cooking' as Status },
  { id: 1042, table: 'Table 7', items: 3, status: 'Cooking' as Status },
  { id: 1043, table: 'Takeaway', items: 1, status: 'Cooking' as Status },
  { id: 1044, table: 'Table 12', items: 5, status: 'Cooking' as Status },
]

interface OpenMenu {
  orderId: number
  x: number
  y: number
}

/** A list of orders whose menu opens at the pointer, or at the order from the keyboard. */
export function ContextMenuDemo() {
  const [orders, setOrders] = useState(initialOrders)
  const [menu, setMenu] = useState<OpenMenu | null>(null)
  const [result, setResult] = useState('Nothing done yet.')
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
  const act = (status: Status, message: string) => {
    if (!order) return
    setOrders((current) => current.map((o) => (o.id === order.id ? { ...o, status } : o)))
    setResult(message)
  }

  return (
    <GalleryPage
      page="extContextMenu"
      description="Right-click an order, or focus it and press Shift+F10 or the menu key, to open its actions where you are."
    >
      <DemoSection
        title="Order actions"
        usage="<Menu opened onChange> with a target placed at the pointer"
        note="A shortcut for people who know it; every action is also reachable another way in the app."
      >
        <Stack gap="xs">
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label="Orders"
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
                      Order #{item.id} · {item.table} · {item.items} items
                    </Text>
                    <Badge variant="dot" color={statusColor[item.status]}>
                      {item.status}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" id="context-menu-help">
            Right-click, or press Shift+F10, for the order&apos;s actions.
          </Text>
          <Text size="sm" role="status" aria-label="Last action">
            {result}
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
          <Menu.Dropdown aria-label={order ? `Actions for order #${order.id}` : 'Order actions'}>
            <Menu.Label>{order ? `Order #${order.id}` : ''}</Menu.Label>
            <Menu.Item
              data-autofocus
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => order && act('Ready', `Order #${order.id} marked as ready.`)}
            >
              Mark as ready
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() =>
                order && setResult(`Ticket for order #${order.id} sent to the printer.`)
              }
            >
              Print ticket
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => order && act('Cancelled', `Order #${order.id} cancelled.`)}
            >
              Cancel order
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </DemoSection>
    </GalleryPage>
  )
}
