import {
  DEFAULT_PUSH_INTERVAL_MS,
  PUSH_INTERVAL_STORAGE_KEY,
  parseWorkerMessage,
  pushIntervalMs,
} from './push-protocol'

const item = {
  id: '1',
  kind: 'order',
  title: 'New order #10001',
  body: '2 × Margherita',
  time: 1,
  read: false,
}

describe('parseWorkerMessage', () => {
  it('accepts a push and a state', () => {
    expect(parseWorkerMessage({ type: 'push', item })).toEqual({ type: 'push', item })
    expect(parseWorkerMessage({ type: 'state', items: [item] })).toEqual({
      type: 'state',
      items: [item],
    })
  })

  it.each([
    null,
    'push',
    { type: 'push' },
    { type: 'push', item: { ...item, kind: 'email' } },
    { type: 'push', item: { ...item, time: 'now' } },
    { type: 'push', item: { ...item, title: '' } },
    { type: 'state', items: 'all' },
    { type: 'other' },
  ])('refuses %j', (data) => {
    expect(parseWorkerMessage(data)).toBeUndefined()
  })

  it('drops the malformed items of a state', () => {
    expect(parseWorkerMessage({ type: 'state', items: [item, { id: 2 }] })).toEqual({
      type: 'state',
      items: [item],
    })
  })
})

describe('pushIntervalMs', () => {
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === PUSH_INTERVAL_STORAGE_KEY ? value : null),
  })

  it('defaults to 45 s', () => {
    expect(DEFAULT_PUSH_INTERVAL_MS).toBe(45_000)
    expect(pushIntervalMs(storage(null))).toBe(45_000)
    expect(pushIntervalMs(undefined)).toBe(45_000)
  })

  it('takes a valid override from browser storage', () => {
    expect(pushIntervalMs(storage('500'))).toBe(500)
  })

  it.each(['abc', '-5', '10', '2.5', ''])('ignores the override %j', (value) => {
    expect(pushIntervalMs(storage(value))).toBe(45_000)
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
    }
    expect(pushIntervalMs(broken)).toBe(45_000)
  })
})
