import { describe, expect, it } from 'vitest'
import { filterIcons, iconWords } from './icon-filter'

const names = [
  'IconToolsKitchen2',
  'IconToolsKitchen',
  'IconPizza',
  'IconChefHat',
  'IconCalendarEvent',
]

describe('icon search', () => {
  it('splits an import name into words', () => {
    expect(iconWords('IconToolsKitchen2')).toBe('tools kitchen 2')
    expect(iconWords('IconChefHat')).toBe('chef hat')
  })

  it('matches every typed word, in any case, or the import name', () => {
    expect(filterIcons(names, 'kitchen')).toEqual(['IconToolsKitchen2', 'IconToolsKitchen'])
    expect(filterIcons(names, 'Kitchen 2')).toEqual(['IconToolsKitchen2'])
    expect(filterIcons(names, 'IconPizza')).toEqual(['IconPizza'])
    expect(filterIcons(names, 'hat chef')).toEqual(['IconChefHat'])
    expect(filterIcons(names, 'sushi')).toEqual([])
  })

  it('lists everything for an empty search', () => {
    expect(filterIcons(names, '  ')).toEqual(names)
  })
})
