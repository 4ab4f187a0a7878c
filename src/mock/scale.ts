/**
 * How many times the sample data is multiplied (1 by default, 100 for real-sized data).
 * Set once, before the first table is seeded, from `VITE_MOCK_SCALE` or the page's `?scale=`.
 */
export const MAX_SCALE = 100

/**
 * Where the page's `?scale=` is kept for the tab's life: the address loses it on the first
 * navigation, and a reload of a client route must seed the same data (docs/scale.md).
 */
export const SCALE_SESSION_KEY = 'tavola.mock-scale'

let scale = 1

/** A whole number from 1 to MAX_SCALE, or undefined for anything else. */
export function parseScale(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined
  const n = Number(value)
  return n >= 1 && n <= MAX_SCALE ? n : undefined
}

export function setMockScale(value: number) {
  scale = value
}

export function mockScale(): number {
  return scale
}

/**
 * The page's scale: `?scale=` if valid (then remembered for the tab), else the one remembered
 * for the tab, else the configured one. Read once, when the mock starts.
 */
export function scaleOfPage(
  search: string,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  configured: number,
): number {
  const fromAddress = parseScale(new URLSearchParams(search).get('scale'))
  try {
    if (fromAddress !== undefined) session.setItem(SCALE_SESSION_KEY, String(fromAddress))
  } catch {
    // Storage full or off: the scale holds for this load only.
  }
  return fromAddress ?? parseScale(session.getItem(SCALE_SESSION_KEY)) ?? configured
}

/**
 * `count` records per copy, `mockScale()` copies in turn: `make(index, copy)` gets the
 * record's position in its copy and the copy's number from 0. At scale 1 that is the sample
 * data as written; a fixture keeps copy 0 so (ids included), so tests can rely on it.
 */
export function scaled<T>(count: number, make: (index: number, copy: number) => T): T[] {
  const copies = mockScale()
  const rows: T[] = []
  for (let copy = 0; copy < copies; copy++) {
    for (let index = 0; index < count; index++) rows.push(make(index, copy))
  }
  return rows
}

/**
 * Sets the scale of this page's mock from the address the page was loaded at (`search`, read
 * when the app starts: the mock starts after the first paint, and by then the app may have
 * moved to another address), its tab or `VITE_MOCK_SCALE` (src/lib/config.ts has refused a bad
 * value before the mock starts; unset is 1).
 */
export function applyPageScale(search: string) {
  const configured = parseScale(import.meta.env.VITE_MOCK_SCALE as string | undefined) ?? 1
  setMockScale(scaleOfPage(search, sessionStorage, configured))
}
