import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { loadPickerLocale } from './picker-locale'

describe('loadPickerLocale', () => {
  it("loads a language's month and day names for the pickers", async () => {
    await loadPickerLocale('de')
    expect(dayjs().locale('de').month(0).format('MMMM')).toBe('Januar')
  })

  it('needs nothing for English, whose names dayjs holds', async () => {
    await expect(loadPickerLocale('en')).resolves.toBeUndefined()
  })
})
