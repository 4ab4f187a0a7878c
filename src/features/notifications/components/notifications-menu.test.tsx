import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PushItem } from '@/workers/push-protocol'
import { notificationsStore } from '../notifications-store'
import { NotificationsMenu } from './notifications-menu'

const push = (id: string, title: string, read = false): PushItem => ({
  id,
  kind: id === '1' ? 'chat' : 'order',
  title,
  body: 'Details',
  time: Date.UTC(2025, 0, 1, 9, 30),
  read,
})

function renderMenu() {
  return render(
    <MantineProvider env="test">
      <NotificationsMenu />
    </MantineProvider>,
  )
}

beforeEach(() => notificationsStore.setState({ items: [], supported: true }))

describe('NotificationsMenu', () => {
  it('says when there is nothing yet', async () => {
    renderMenu()
    const bell = screen.getByRole('button', { name: 'Notifications' })
    await userEvent.click(bell)
    expect(await screen.findByText('No notifications yet')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument()
  })

  it('names the unread count on the bell, lists the pushes with their time, and marks all read', async () => {
    notificationsStore.setState({
      items: [push('2', 'New order #10002'), push('1', 'New chat message from Sal Piggee', true)],
    })
    renderMenu()
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' })
    await userEvent.click(bell)
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    const rows = within(dialog).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Unread: New order #10002')
    expect(rows[1]).toHaveTextContent('New chat message from Sal Piggee')
    expect(rows[1]).not.toHaveTextContent('Unread')
    expect(rows[0]?.querySelector('time')).toHaveAttribute('datetime', '2025-01-01T09:30:00.000Z')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }))
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(notificationsStore.getState().items.every((item) => item.read)).toBe(true)
  })

  it('tells the user when this browser has no live notifications', async () => {
    notificationsStore.setState({ supported: false })
    renderMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(
      await screen.findByText('Live notifications are not available in this browser.'),
    ).toBeVisible()
  })
})
