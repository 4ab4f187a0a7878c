import { loginResponseSchema } from '@/contract/auth'
import { ADMIN } from '@/test/mock-client'
import { appRoutes } from './app'
import { createMockHost, type HostClient } from './host'
import { createHostLink } from './host-link'
import { UNMATCHED_HEADER, type OwnerMessage } from './host-protocol'
import { createDb } from './store/db'

const API = 'http://tavola.test'

/** One owner over an in-memory store, and a way to connect pages to it. */
function setUp(options: { discard?: boolean } = {}) {
  const host = createMockHost(async (hooks) => {
    if (options.discard) hooks.onDiscarded?.()
    return createDb({ onChanged: hooks.onChanged })
  })
  const page = () => {
    const told: OwnerMessage[] = []
    const changed: string[][] = []
    const client: HostClient = {
      post: (message) => {
        told.push(message)
        link.receive(message)
      },
    }
    const link = createHostLink((message) => host.receive(client, message), {
      onDataChanged: (tables) => changed.push([...tables]),
    })
    host.connect(client)
    const json = (method: string, path: string, body?: unknown, token?: string) =>
      link.fetch(
        new Request(`${API}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      )
    return { told, changed, json, client }
  }
  return { host, page }
}

async function signIn(page: ReturnType<ReturnType<typeof setUp>['page']>) {
  const response = await page.json('POST', '/jwt/login', ADMIN)
  expect(response.status).toBe(200)
  return loginResponseSchema.parse(await response.json()).accessToken
}

const newTask = (title: string) => ({
  task: { title, dueDate: '2026-12-01', assignee: { fullName: 'Kenji Sato', avatar: '' } },
})

describe('the owner of the mock data', () => {
  it('starts loading the routes a call needs while its store is still opening', () => {
    const email = appRoutes.find((entry) => entry.prefixes.includes('/apps/email/'))
    if (!email) throw new Error('no email routes')
    const load = vi.spyOn(email, 'load')
    try {
      const host = createMockHost(() => new Promise<never>(() => {}))
      host.receive(
        { post: () => {} },
        {
          type: 'call',
          id: 1,
          method: 'GET',
          path: '/apps/email/emails?folder=inbox',
          headers: [],
          now: 0,
        },
      )
      expect(load).toHaveBeenCalledTimes(1)
      // A call no app's routes answer loads nothing.
      host.receive(
        { post: () => {} },
        { type: 'call', id: 2, method: 'GET', path: '/auth/me', headers: [], now: 0 },
      )
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      load.mockRestore()
    }
  })

  it("answers a page's calls, and says which paths it has no route for", async () => {
    const { page } = setUp()
    const tab = page()
    const token = await signIn(tab)
    const me = await tab.json('GET', '/auth/me', undefined, token)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ userData: { email: ADMIN.email } })
    const unknown = await tab.json('GET', '/no/such/path?x=1')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get(UNMATCHED_HEADER)).toBe('1')
  })

  it('hands out each id once to writes from many pages at once, and tells the other pages', async () => {
    const { page } = setUp()
    const [a, b, c] = [page(), page(), page()]
    const tabs = [a, b, c]
    const token = await signIn(a)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (tabs[i % 3] ?? a).json(
          'POST',
          '/apps/todo/add-tasks',
          newTask(`Task ${String(i)}`),
          token,
        ),
      ),
    )
    const ids = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(201)
        return ((await answer.json()) as { task: { id: number } }).task.id
      }),
    )
    expect(new Set(ids).size).toBe(30)
    const list = await b.json('GET', '/apps/todo/tasks', undefined, token)
    const titles = ((await list.json()) as { tasks: { title: string }[] }).tasks.map((t) => t.title)
    for (let i = 0; i < 30; i++) expect(titles).toContain(`Task ${String(i)}`)
    // Each page is told of the other pages' writes (10 each of the 30), never of its own.
    for (const tab of tabs) {
      expect(tab.changed).toHaveLength(20)
      expect(new Set(tab.changed.flat())).toEqual(new Set(['tasks']))
    }
  })

  it('runs writes in the order they came, so the last answered edit of a row is the one kept', async () => {
    const { page } = setUp()
    const [a, b] = [page(), page()]
    const token = await signIn(a)
    const order: string[] = []
    await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((title, i) =>
        (i % 2 ? b : a)
          .json('POST', '/apps/todo/update-task', { task: { id: 2, title } }, token)
          .then(() => order.push(title)),
      ),
    )
    expect(order).toEqual(['first', 'second', 'third', 'fourth'])
    const task = await a.json('GET', '/apps/todo/tasks?q=fourth', undefined, token)
    expect(((await task.json()) as { tasks: { id: number }[] }).tasks.map((t) => t.id)).toEqual([2])
  })

  it('tells the connected pages when stored data was discarded', async () => {
    const { page } = setUp({ discard: true })
    const tab = page()
    await tab.json('GET', '/no/such/path')
    expect(tab.told).toContainEqual({ type: 'discarded' })
  })

  it('ignores messages that are not calls', async () => {
    const { host, page } = setUp()
    const tab = page()
    for (const junk of [null, 'call', { type: 'call' }, { type: 'call', id: 1, method: 'GET' }]) {
      host.receive(tab.client, junk)
    }
    host.receive(tab.client, {
      type: 'call',
      id: 2,
      method: 'GET',
      path: 'no-leading-slash',
      headers: [],
    })
    await tab.json('GET', '/no/such/path')
    expect(tab.told.filter((message) => message.type === 'answer')).toHaveLength(1)
  })
})
