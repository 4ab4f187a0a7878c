import fc from 'fast-check'
import { moveItem } from './reorder'

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c'])
  })

  it('leaves the list as it is for a move past either end or to the same place', () => {
    const items = ['a', 'b', 'c']
    expect(moveItem(items, 0, -1)).toEqual(items)
    expect(moveItem(items, 2, 3)).toEqual(items)
    expect(moveItem(items, 1, 1)).toEqual(items)
  })

  it('never loses or adds an item, and puts the moved one where asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(),
        (items, a, b) => {
          const from = a % items.length
          const to = b % items.length
          const moved = moveItem(items, from, to)
          expect([...moved].sort()).toEqual([...items].sort())
          expect(moved[to]).toBe(items[from])
        },
      ),
    )
  })
})
