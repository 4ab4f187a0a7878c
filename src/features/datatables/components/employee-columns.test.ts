import i18next from 'i18next'
import type { Employee } from '@/contract/datatables'
import de from '@/lib/locales/de/datatables.json'
import en from '@/lib/locales/en/datatables.json'
import { experience } from './employee-columns'

const t = i18next.getFixedT(null, 'datatables')

beforeAll(() =>
  i18next.init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { datatables: en }, de: { datatables: de } },
  }),
)
afterAll(() => i18next.changeLanguage('en'))

describe('experience', () => {
  // A sample record as the back end writes it (src/mock/fixtures/datatables.ts).
  const employee = (years: string): Employee => ({
    id: 1,
    responsive_id: '',
    avatar: '',
    full_name: 'Aurora Albani',
    post: 'Host',
    email: 'aurora.albani@tavola.example',
    city: 'Milan',
    start_date: '09/27/2015',
    salary: '$87,506.83',
    age: '56',
    experience: years,
    status: 1,
  })

  it('writes the record’s years ("9 Years") with the catalogue’s words', async () => {
    expect(experience(t, employee('1 Year'))).toBe('1 year')
    expect(experience(t, employee('9 Years'))).toBe('9 years')
    await i18next.changeLanguage('de')
    expect(experience(t, employee('1 Year'))).toBe('1 Jahr')
    expect(experience(t, employee('9 Years'))).toBe('9 Jahre')
  })
})
