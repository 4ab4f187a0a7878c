import { Hono } from 'hono/tiny'
import { describe, expect, it } from 'vitest'
import { jsonList } from './json-list'

const rows = Object.freeze([
  Object.freeze({ id: 1, name: 'Joël', post: 'Maître d’', note: 'menu 🍝', optional: undefined }),
  Object.freeze({ id: 2, name: 'Plain', post: 'Server', tags: ['a', 'ü'] }),
])

const app = new Hono().get('/list', (c) =>
  jsonList(c, rows, () => ({ allData: rows, total: rows.length, label: 'Café' })),
)

describe('jsonList', () => {
  it('answers what JSON.stringify would, in ASCII only', async () => {
    const response = await app.request('/list')
    expect(response.headers.get('Content-Type')).toBe('application/json')
    const text = await response.text()
    expect(text).toMatch(/^[\x20-\x7e]*$/)
    expect(text).toContain('Jo\\u00ebl')
    expect(JSON.parse(text)).toEqual(
      JSON.parse(JSON.stringify({ allData: rows, total: rows.length, label: 'Café' })),
    )
  })

  it('sends the answer as one chunk of a stream, with its length', async () => {
    const response = await app.request('/list')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect((await reader.read()).done).toBe(true)
    const bytes = first.value as Uint8Array
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength))
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ total: 2, label: 'Café' })
  })

  it('gives the same answer again for the same rows and address', async () => {
    const first = await (await app.request('/list')).text()
    expect(await (await app.request('/list')).text()).toBe(first)
  })
})
