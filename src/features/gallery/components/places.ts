/** The tables and terrace places the demos seat guests at, each named `common.places.<kind>`. */
export const places = [
  { id: 'table-1', kind: 'table', number: 1, seats: 2 },
  { id: 'table-4', kind: 'table', number: 4, seats: 4 },
  { id: 'table-7', kind: 'table', number: 7, seats: 4 },
  { id: 'table-12', kind: 'table', number: 12, seats: 6 },
  { id: 'terrace-2', kind: 'terrace', number: 2, seats: 8 },
] as const

export type Place = (typeof places)[number]
