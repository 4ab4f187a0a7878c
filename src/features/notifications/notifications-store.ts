import { createStore, useStore } from 'zustand'
import { PUSH_HISTORY_LIMIT, type PushItem } from '@/workers/push-protocol'

export interface NotificationsState {
  /** Recent pushes, newest first (the push worker is the source; this tab mirrors it). */
  items: PushItem[]
  /** False when the browser has no SharedWorker: no live notifications in this tab. */
  supported: boolean
  /** The bell's menu is open: new pushes show in it rather than as toasts over it. */
  menuOpen: boolean
}

const initialState = (): NotificationsState => ({ items: [], supported: true, menuOpen: false })

/** This tab's copy of the notifications list. */
export const notificationsStore = createStore<NotificationsState>(initialState)

export function unreadCount(state: NotificationsState): number {
  return state.items.reduce((count, item) => (item.read ? count : count + 1), 0)
}

/** Replaces the list with the worker's (on start, and after "mark all read" in any tab). */
export function replaceNotifications(items: PushItem[]): void {
  notificationsStore.setState({ items: items.slice(0, PUSH_HISTORY_LIMIT) })
}

/** Adds a new push at the top; a push already listed is not added twice. */
export function addNotification(item: PushItem): void {
  notificationsStore.setState((state) =>
    state.items.some((existing) => existing.id === item.id)
      ? state
      : { items: [item, ...state.items].slice(0, PUSH_HISTORY_LIMIT) },
  )
}

export function markAllReadLocally(): void {
  notificationsStore.setState((state) => ({
    items: state.items.map((item) => (item.read ? item : { ...item, read: true })),
  }))
}

export function setPushSupported(supported: boolean): void {
  notificationsStore.setState({ supported })
}

export function setMenuOpen(menuOpen: boolean): void {
  notificationsStore.setState({ menuOpen })
}

/** Empties the list (sign-out). */
export function clearNotifications(): void {
  notificationsStore.setState({ items: [], menuOpen: false })
}

export function useNotifications<T>(selector: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, selector)
}
