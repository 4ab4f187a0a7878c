/**
 * A week of one restaurant's service, the figures every chart on the gallery draws. Days,
 * services, categories and aspects are keys; the gallery names them in the reader's language.
 */
export const week = [
  { day: 'mon', lunch: 84, dinner: 126, takeaway: 40 },
  { day: 'tue', lunch: 92, dinner: 118, takeaway: 38 },
  { day: 'wed', lunch: 101, dinner: 140, takeaway: 52 },
  { day: 'thu', lunch: 97, dinner: 162, takeaway: 61 },
  { day: 'fri', lunch: 120, dinner: 214, takeaway: 88 },
  { day: 'sat', lunch: 146, dinner: 238, takeaway: 95 },
  { day: 'sun', lunch: 131, dinner: 176, takeaway: 57 },
]

export const services = [
  { name: 'lunch', color: 'brand.6' },
  { name: 'dinner', color: 'teal.6' },
  { name: 'takeaway', color: 'yellow.6' },
] as const

export const salesByCategory = [
  { name: 'mains', value: 46, color: 'brand.6' },
  { name: 'starters', value: 18, color: 'teal.6' },
  { name: 'desserts', value: 12, color: 'yellow.6' },
  { name: 'drinks', value: 24, color: 'blue.6' },
]

/** Guest review scores out of 5, this quarter and last. */
export const reviewScores = [
  { aspect: 'food', current: 4.6, previous: 4.3 },
  { aspect: 'service', current: 4.2, previous: 4.4 },
  { aspect: 'ambience', current: 4.0, previous: 3.8 },
  { aspect: 'value', current: 3.9, previous: 3.6 },
  { aspect: 'speed', current: 4.1, previous: 3.7 },
]

/** Tables of one evening: party size against the bill. */
export const tablesServed = [
  { guests: 2, bill: 58 },
  { guests: 2, bill: 74 },
  { guests: 3, bill: 96 },
  { guests: 4, bill: 131 },
  { guests: 4, bill: 118 },
  { guests: 5, bill: 162 },
  { guests: 6, bill: 204 },
  { guests: 8, bill: 262 },
]
