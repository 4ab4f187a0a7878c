import type { Context } from 'hono'
import { oneChunk } from './host-protocol'

/**
 * List answers at scale 100 (src/mock/scale.ts) carry thousands of records (SPEC's `allData`
 * is every match, not a page: megabytes of JSON), and writing them on every call costs more
 * than the 20 ms a list may take. The store never changes its records or their array in place
 * (a change makes new ones), so text written for them stays right while they live:
 * - each record's JSON is written once, for every answer that lists it;
 * - a whole answer is kept per table state and address, so asking again (a refetch, another
 *   tab's refresh, coming back to the page) costs nothing until the table changes;
 * - characters beyond ASCII are written as `\uXXXX` escapes. One such character (a "’" in a
 *   job title) makes the browser decode the whole body into a two-byte string: reading the
 *   3 MB data-table answer took 23-53 ms instead of 8 (measured). JSON.parse gives the same text;
 * - the kept bytes are sent as the one chunk of a stream, not as an array: Chromium copies an
 *   array body whole before it can be read, and reading 2.8 MB that way took 8-10 ms against
 *   3 ms from a stream (Response.text(), median of 25, docs/bench.md). `text()` and `json()`
 *   copy the chunk out; only code reading `body` itself would get the kept bytes, and the
 *   app's client never does (src/lib/api-client.ts).
 */
const recordTexts = new WeakMap<object, string>()
const answers = new WeakMap<readonly object[], Map<string, Uint8Array<ArrayBuffer>>>()
/** Answers kept per table state: the last few addresses (filters and pages) asked for. */
const ANSWERS_PER_STATE = 16
const encoder = new TextEncoder()

const escapeNonAscii = (json: string) =>
  json.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

/** `JSON.stringify`, in ASCII. */
const asciiJson = (value: unknown) => escapeNonAscii(JSON.stringify(value) ?? 'null')

function itemJson(item: unknown): string {
  if (typeof item !== 'object' || item === null) return asciiJson(item)
  let text = recordTexts.get(item)
  if (text === undefined) {
    text = asciiJson(item)
    recordTexts.set(item, text)
  }
  return text
}

/** The text `JSON.stringify` gives for an answer: a list, or an object whose lists are records. */
function answerJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(itemJson).join(',')}]`
  if (typeof value !== 'object' || value === null) return asciiJson(value)
  const fields = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => `${asciiJson(key)}:${answerJson(field)}`)
  return `{${fields.join(',')}}`
}

/**
 * The bytes of ASCII text (each character one byte in UTF-8). `encodeInto` a buffer of the right
 * size is 2-3 times faster than `encode`, which took 15-19 ms for a 3 MB answer (measured).
 */
function asciiBytes(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length)
  const { read } = encoder.encodeInto(text, bytes)
  return read === text.length ? bytes : encoder.encode(text)
}

/**
 * `c.json(answer())` for a list read from one table, whose records are `rows`
 * (`table.all()`): the answer must follow from those rows and the address alone.
 */
export function jsonList(c: Context, rows: readonly object[], answer: () => object): Response {
  let byAddress = answers.get(rows)
  if (!byAddress) {
    byAddress = new Map()
    answers.set(rows, byAddress)
  }
  let bytes = byAddress.get(c.req.url)
  if (!bytes) {
    bytes = asciiBytes(answerJson(answer()))
    const oldest = byAddress.keys().next()
    if (byAddress.size >= ANSWERS_PER_STATE && !oldest.done) byAddress.delete(oldest.value)
    byAddress.set(c.req.url, bytes)
  }
  return c.body(oneChunk(bytes), 200, {
    'Content-Type': 'application/json',
    'Content-Length': String(bytes.byteLength),
  })
}
