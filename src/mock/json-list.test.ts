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

  it('gives the same answer again for the same rows and address', async () => {
    const first = await (await app.request('/list')).text()
    expect(await (await app.request('/list')).text()).toBe(first)
  })
})
