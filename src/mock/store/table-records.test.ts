import type { WithId } from './collection'
import type { TableDef } from './table'

const modules = import.meta.glob<Record<string, unknown>>(
  ['../fixtures/*.ts', './db.ts', '../token-revocations.ts', '!**/*.test.ts'],
  { eager: true },
)
const defs = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is TableDef<WithId> =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { name?: unknown }).name === 'string' &&
      typeof (value as { seed?: unknown }).seed === 'function',
  ),
)

describe('the stored copy of each table', () => {
  it('is checked with a record schema for the tables the apps edit', () => {
    const checked = defs.filter((def) => def.persist).map((def) => def.name)
    for (const name of ['tasks', 'users', 'invoices', 'emails', 'calendarEvents', 'datatables']) {
      expect(checked).toContain(name)
    }
  })

  it('accepts its own seed, so a stored copy of sample data is never discarded', () => {
    for (const def of defs) {
      if (!def.persist) continue
      const rows = def.seed()
      expect(def.persist.parse(JSON.parse(JSON.stringify(rows))), def.name).toEqual(rows)
    }
  })

  it('refuses a record with a wrong field', () => {
    const tasks = defs.find((def) => def.name === 'tasks')
    const [first, ...rest] = tasks?.seed() ?? []
    expect(tasks?.persist?.parse([{ ...first, title: 42 }, ...rest])).toBeUndefined()
    expect(tasks?.persist?.parse([{ ...first, assignee: null }, ...rest])).toBeUndefined()
    expect(tasks?.persist?.parse([{ ...first, tags: 'high' }, ...rest])).toBeUndefined()
  })
})
