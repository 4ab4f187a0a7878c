import { createCollection } from './collection'

interface Row {
  id: number
  name: string
}

const seed = (): Row[] => [
  { id: 1, name: 'one' },
  { id: 2, name: 'two' },
  { id: 5, name: 'five' },
]

function collection() {
  return createCollection<Row>(seed)
}

describe('createCollection', () => {
  it('starts from the seed and continues the ids after its highest id', () => {
    const rows = collection()
    expect(rows.all()).toEqual(seed())
    expect(rows.insert({ name: 'six' }).id).toBe(6)
    expect(rows.insert({ name: 'seven' }).id).toBe(7)
  })

  it('hands out unique ids', () => {
    const rows = collection()
    const ids = Array.from({ length: 50 }, (_, i) => rows.insert({ name: `n${i}` }).id)
    expect(new Set([...ids, ...seed().map((r) => r.id)]).size).toBe(ids.length + 3)
  })

  it('never reuses the id of a removed record', () => {
    const rows = collection()
    const last = rows.insert({ name: 'six' })
    expect(rows.remove(last.id)).toBe(true)
    expect(rows.get(last.id)).toBeUndefined()
    expect(rows.insert({ name: 'again' }).id).toBe(last.id + 1)
  })

  it('never reuses an id after reset, and reset restores the seed', () => {
    const rows = collection()
    rows.insert({ name: 'six' })
    rows.insert({ name: 'seven' })
    rows.remove(1)
    rows.update(2, { name: 'changed' })
    rows.reset()
    expect(rows.all()).toEqual(seed())
    expect(rows.insert({ name: 'after reset' }).id).toBe(8)
  })

  it('keeps the seed itself unchanged by later changes', () => {
    const rows = collection()
    rows.update(1, { name: 'changed' })
    rows.reset()
    expect(rows.get(1)?.name).toBe('one')
  })

  it('reports and ignores updating an unknown id', () => {
    const rows = collection()
    const before = rows.all()
    expect(rows.update(99, { name: 'ghost' })).toBeUndefined()
    expect(rows.all()).toBe(before)
    expect(rows.all()).toEqual(seed())
  })

  it('reports and ignores removing an unknown id', () => {
    const rows = collection()
    expect(rows.remove(99)).toBe(false)
    expect(rows.all()).toEqual(seed())
  })

  it('updates only the given fields and never the id', () => {
    const rows = collection()
    const updated = rows.update(2, { name: 'changed', id: 42 } as Partial<Row>)
    expect(updated).toEqual({ id: 2, name: 'changed' })
    expect(rows.get(2)).toEqual({ id: 2, name: 'changed' })
    expect(rows.get(42)).toBeUndefined()
    expect(rows.all().map((r) => r.id)).toEqual([1, 2, 5])
  })

  it("moves an updated record to the end with 'last', keeping its id", () => {
    const rows = collection()
    expect(rows.update(1, { name: 'newest' }, 'last')).toEqual({ id: 1, name: 'newest' })
    expect(rows.all()).toEqual([
      { id: 2, name: 'two' },
      { id: 5, name: 'five' },
      { id: 1, name: 'newest' },
    ])
    expect(rows.insert({ name: 'six' }).id).toBe(6)
  })

  it('ignores an id smuggled into insert', () => {
    const rows = collection()
    const record = rows.insert({ name: 'sneaky', id: 1 } as Row)
    expect(record.id).toBe(6)
    expect(rows.all().filter((r) => r.id === 1)).toHaveLength(1)
  })

  it("inserts last by default and first with 'first'", () => {
    const rows = collection()
    const last = rows.insert({ name: 'last' })
    const first = rows.insert({ name: 'first' }, 'first')
    expect(rows.all()[0]).toEqual(first)
    expect(rows.all().at(-1)).toEqual(last)
    expect(rows.all().map((r) => r.id)).toEqual([first.id, 1, 2, 5, last.id])
  })

  it('gives a new array on each change, so earlier snapshots stay as they were', () => {
    const rows = collection()
    const snapshot = rows.all()
    rows.insert({ name: 'six' })
    expect(rows.all()).not.toBe(snapshot)
    expect(snapshot).toHaveLength(3)
  })

  it('finds by predicate', () => {
    const rows = collection()
    expect(rows.find((r) => r.name === 'five')?.id).toBe(5)
    expect(rows.find((r) => r.name === 'none')).toBeUndefined()
  })
})
