import { Hono } from 'hono'
import { z } from 'zod/mini'
import { fail, readBody, readQuery } from './http'

const listQuery = z.object({
  q: z.optional(z.string()),
  calendars: z.optional(z.union([z.string(), z.array(z.string())])),
  page: z.optional(z.string().check(z.regex(/^\d+$/, 'Use a page number'))),
})

const app = new Hono()
  .get('/list', (c) => c.json(readQuery(c, listQuery)))
  .get('/strict', (c) => c.json(readQuery(c, z.object({ status: z.enum(['paid', 'draft']) }))))
  .post('/items', async (c) =>
    c.json(
      await readBody(
        c,
        z.object({
          title: z.string().check(z.minLength(1, 'Enter a title')),
          meta: z.object({ tags: z.array(z.string()) }),
        }),
      ),
    ),
  )
  .post('/strict', async (c) =>
    c.json(await readBody(c, z.strictObject({ a: z.strictObject({ b: z.string() }) }))),
  )
  .get('/forbidden', () => fail(403, { error: 'No' }))

async function query(search: string) {
  const response = await app.request(`/list${search}`)
  expect(response.status).toBe(200)
  return response.json()
}

describe('readQuery', () => {
  it('keeps a single value a string', async () => {
    expect(await query('?q=ada&calendars=Personal')).toEqual({ q: 'ada', calendars: 'Personal' })
  })

  it('turns repeated keys into an array, in order', async () => {
    expect(await query('?calendars=Personal&calendars=Business&calendars=Family')).toEqual({
      calendars: ['Personal', 'Business', 'Family'],
    })
  })

  it('reads key[] as key', async () => {
    expect(await query('?calendars[]=Personal')).toEqual({ calendars: 'Personal' })
    expect(await query('?calendars%5B%5D=Personal&calendars%5B%5D=Holiday')).toEqual({
      calendars: ['Personal', 'Holiday'],
    })
  })

  it('merges key and key[]', async () => {
    expect(await query('?calendars=Personal&calendars[]=Holiday')).toEqual({
      calendars: ['Personal', 'Holiday'],
    })
  })

  it('decodes values and keeps empty ones', async () => {
    expect(await query('?q=a%20b%26c&calendars=')).toEqual({ q: 'a b&c', calendars: '' })
  })

  it('answers an invalid query with 400 naming the field', async () => {
    const response = await app.request('/list?page=two')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { page: 'Use a page number' } })
  })

  it('answers a repeated key where one value is expected with 400', async () => {
    const response = await app.request('/strict?status=paid&status=draft')
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as { error: object }).error)).toEqual(['status'])
  })

  it('answers a missing required key with 400', async () => {
    const response = await app.request('/strict')
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as { error: object }).error)).toEqual(['status'])
  })
})

describe('readBody', () => {
  const post = (body: string) =>
    app.request('/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

  it('returns the parsed body', async () => {
    const response = await post(JSON.stringify({ title: 'A', meta: { tags: ['x'] } }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ title: 'A', meta: { tags: ['x'] } })
  })

  it('names nested fields by their dotted path, one message per field', async () => {
    const response = await post(JSON.stringify({ title: '', meta: { tags: [1] } }))
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: Record<string, string> }
    expect(error.title).toBe('Enter a title')
    expect(Object.keys(error).sort()).toEqual(['meta.tags.0', 'title'])
  })

  it('names each unknown field of a strict object, nested ones by their path', async () => {
    const response = await app.request('/strict', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ a: { b: 'x', c: 1 }, d: 2, e: 3 }),
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: Record<string, string> }
    expect(Object.keys(error).sort()).toEqual(['a.c', 'd', 'e'])
  })

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"title":')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { body: expect.any(String) } })
  })
})

describe('fail', () => {
  it('answers with the status and a JSON body of the contract', async () => {
    const response = await app.request('/forbidden')
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: 'No' })
  })
})
