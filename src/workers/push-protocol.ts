// The messages between the pages and the push SharedWorker. Both sides check
// every message they receive with these parsers: anything that does not match
// is ignored, never trusted and never thrown on.

/** How many recent pushes the worker keeps for tabs that connect later. */
export const PUSH_HISTORY_LIMIT = 20
/** How often the demo push service produces a push (the mock back end is on). */
export const DEFAULT_PUSH_INTERVAL_MS = 45_000
export const MIN_PUSH_INTERVAL_MS = 100
export const MAX_PUSH_INTERVAL_MS = 24 * 60 * 60 * 1000
/** Browser-storage key that overrides the demo interval (for tests and quick looks). */
export const PUSH_INTERVAL_STORAGE_KEY = 'tavola.push-interval-ms'

const MAX_KEY_LENGTH = 200
const MAX_TOKEN_LENGTH = 8192
const MAX_TEXT_LENGTH = 500

export const pushKinds = ['chat', 'order'] as const
export type PushKind = (typeof pushKinds)[number]

/** One push message as the tabs show it. */
export interface PushItem {
  id: string
  kind: PushKind
  title: string
  body: string
  /** When it arrived, in ms since the epoch. */
  time: number
  read: boolean
}

/** Page → worker. */
export type PageMessage =
  /** This tab is signed in (again, after a token refresh): the push-service key and the access token. */
  | { type: 'start'; key: string; token: string; demo: boolean; intervalMs: number }
  /** This tab signed out or is going away. */
  | { type: 'stop' }
  | { type: 'mark-all-read' }

/** Worker → page. */
export type WorkerMessage =
  /** The recent pushes, newest first (after `start` and whenever they change as a whole). */
  { type: 'state'; items: PushItem[] } | { type: 'push'; item: PushItem }

type Data = Record<string, unknown>

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max
}

function isInterval(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_PUSH_INTERVAL_MS &&
    value <= MAX_PUSH_INTERVAL_MS
  )
}

/** The page message in `data`, or undefined when it is not one. */
export function parsePageMessage(data: unknown): PageMessage | undefined {
  if (!isRecord(data)) return undefined
  switch (data.type) {
    case 'start':
      if (
        !isText(data.key, MAX_KEY_LENGTH) ||
        !isText(data.token, MAX_TOKEN_LENGTH) ||
        typeof data.demo !== 'boolean' ||
        !isInterval(data.intervalMs)
      )
        return undefined
      return {
        type: 'start',
        key: data.key,
        token: data.token,
        demo: data.demo,
        intervalMs: data.intervalMs,
      }
    case 'stop':
    case 'mark-all-read':
      return { type: data.type }
    default:
      return undefined
  }
}

function parsePushItem(data: unknown): PushItem | undefined {
  if (!isRecord(data)) return undefined
  const { id, kind, title, body, time, read } = data
  if (
    !isText(id, 100) ||
    !pushKinds.includes(kind as PushKind) ||
    !isText(title, MAX_TEXT_LENGTH) ||
    !isText(body, MAX_TEXT_LENGTH) ||
    typeof time !== 'number' ||
    !Number.isFinite(time) ||
    typeof read !== 'boolean'
  )
    return undefined
  return { id, kind: kind as PushKind, title, body, time, read }
}

/** The worker message in `data`, or undefined when it is not one. Malformed items are dropped. */
export function parseWorkerMessage(data: unknown): WorkerMessage | undefined {
  if (!isRecord(data)) return undefined
  if (data.type === 'push') {
    const item = parsePushItem(data.item)
    return item && { type: 'push', item }
  }
  if (data.type === 'state' && Array.isArray(data.items)) {
    const items = data.items
      .slice(0, PUSH_HISTORY_LIMIT)
      .map(parsePushItem)
      .filter((item): item is PushItem => item !== undefined)
    return { type: 'state', items }
  }
  return undefined
}

/**
 * The demo interval: the browser-storage override when it is a valid number of
 * milliseconds, else the default. Never throws (storage may be unavailable).
 */
export function pushIntervalMs(storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const raw = storage?.getItem(PUSH_INTERVAL_STORAGE_KEY)
    const value = raw ? Number(raw) : NaN
    return isInterval(value) ? value : DEFAULT_PUSH_INTERVAL_MS
  } catch {
    return DEFAULT_PUSH_INTERVAL_MS
  }
}
