import { forgetLegacyTables } from './legacy-storage'

describe('forgetLegacyTables', () => {
  beforeEach(() => localStorage.clear())

  it('removes the old localStorage tables and bookmarks, and keeps every other key', () => {
    localStorage.setItem('tavola.mock.calendarEvents', '{"rows":[]}')
    localStorage.setItem('tavola.mock.accountSettings', '{"rows":[]}')
    localStorage.setItem('tavola.mock-bookmarks', '[1,2]')
    localStorage.setItem('tavola.mock-delay-ms', '800')
    localStorage.setItem('tavola.session', '{}')
    localStorage.setItem('other', 'x')

    forgetLegacyTables(localStorage)

    expect(Object.keys(localStorage).sort()).toEqual([
      'other',
      'tavola.mock-delay-ms',
      'tavola.session',
    ])
  })

  it('leaves an empty storage empty', () => {
    forgetLegacyTables(localStorage)
    expect(localStorage).toHaveLength(0)
  })
})
