import type { PushItem } from '@/workers/push-protocol'
import {
  addNotification,
  clearNotifications,
  markAllReadLocally,
  notificationsStore,
  replaceNotifications,
  unreadCount,
} from './notifications-store'

const push = (id: string, read = false): PushItem => ({
  id,
  kind: 'chat',
  title: `New chat message from Sal Piggee (${id})`,
  body: 'Is the terrace open tonight?',
  time: 1_700_000_000_000,
  read,
})

beforeEach(() => notificationsStore.setState({ items: [], supported: true }))

describe('notifications store', () => {
  it('starts empty, with nothing unread', () => {
    expect(notificationsStore.getState().items).toEqual([])
    expect(unreadCount(notificationsStore.getState())).toBe(0)
  })

  it('adds new pushes at the top and counts the unread ones', () => {
    addNotification(push('1'))
    addNotification(push('2'))
    addNotification(push('3', true))
    const state = notificationsStore.getState()
    expect(state.items.map((item) => item.id)).toEqual(['3', '2', '1'])
    expect(unreadCount(state)).toBe(2)
  })

  it('does not add the same push twice', () => {
    addNotification(push('1'))
    addNotification(push('1'))
    expect(notificationsStore.getState().items).toHaveLength(1)
  })

  it('keeps at most 20', () => {
    for (let i = 0; i < 25; i++) addNotification(push(String(i)))
    expect(notificationsStore.getState().items).toHaveLength(20)
    expect(notificationsStore.getState().items[0]?.id).toBe('24')
  })

  it('marks all read', () => {
    addNotification(push('1'))
    addNotification(push('2'))
    markAllReadLocally()
    const state = notificationsStore.getState()
    expect(unreadCount(state)).toBe(0)
    expect(state.items.map((item) => item.read)).toEqual([true, true])
  })

  it('takes the worker’s list as a whole, and empties on sign-out', () => {
    addNotification(push('old'))
    replaceNotifications([push('a', true), push('b')])
    expect(notificationsStore.getState().items.map((item) => item.id)).toEqual(['a', 'b'])
    expect(unreadCount(notificationsStore.getState())).toBe(1)
    clearNotifications()
    expect(notificationsStore.getState().items).toEqual([])
  })
})
