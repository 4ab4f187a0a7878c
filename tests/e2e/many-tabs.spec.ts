import type { BrowserContext, Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

// Three tabs of one browser write at once to the to-do, calendar and user
// apps: adds, updates of different rows and of one row, deletes. Every
// answered write must then be in every tab, in a new tab and after a reload,
// and no id may be handed out twice (src/mock/host.ts).

interface Answer {
  status: number
  body: Record<string, { id: number; title?: string; isDeleted?: boolean } | undefined>
}

/** One call from inside the page, with its stored session, through the page's mock interceptor. */
function call(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('tavola.session') ?? '{}') as {
        accessToken?: string
      }
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${session.accessToken ?? ''}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Answer['body'] }
    },
    { method, path, body },
  )
}

const task = (title: string) => ({
  task: { title, dueDate: '2026-12-01', assignee: { fullName: 'Kenji Sato', avatar: '' } },
})
const event = (title: string) => ({
  event: {
    title,
    start: '2026-12-02T10:00:00.000Z',
    end: '2026-12-02T11:00:00.000Z',
    extendedProps: { calendar: 'Business' },
  },
})
const user = (n: number) => ({
  user: {
    fullName: `Tab Writer ${String(n)}`,
    username: `tab.writer.${String(n)}`,
    email: `tab.writer.${String(n)}@example.com`,
    company: 'Tavola',
    country: 'Portugal',
    contact: '+351 210 000 000',
    role: 'editor',
    currentPlan: 'team',
  },
})

/** What the answered writes leave: per app, each kept id with its title (or name). */
interface Expected {
  tasks: Map<number, string>
  deletedTasks: Set<number>
  events: Map<number, string>
  users: Map<number, string>
}

const ALL_CALENDARS =
  'calendars=Personal&calendars=Business&calendars=Family&calendars=Holiday&calendars=ETC'

/** What one tab reads back: the same shape as `Expected`. */
async function readBack(page: Page) {
  const [tasks, deleted, events, users] = await Promise.all([
    call(page, 'GET', '/apps/todo/tasks'),
    call(page, 'GET', '/apps/todo/tasks?filter=deleted'),
    call(page, 'GET', `/apps/calendar/events?${ALL_CALENDARS}`),
    call(page, 'GET', '/api/users/list/all-data'),
  ])
  const list = (answer: Answer, key: string) =>
    answer.body[key] as unknown as { id: number; title?: string; fullName?: string }[]
  return {
    tasks: new Map(list(tasks, 'tasks').map((t) => [t.id, t.title ?? ''])),
    deletedTasks: new Set(list(deleted, 'tasks').map((t) => t.id)),
    events: new Map(list(events, 'events').map((e) => [e.id, e.title ?? ''])),
    users: new Map(list(users, 'users').map((u) => [u.id, u.fullName ?? ''])),
  }
}

/** Every answered write is in what `page` reads back; the same-row edits ended on the last one. */
async function expectAllWrites(page: Page, expected: Expected) {
  const got = await readBack(page)
  for (const [id, title] of expected.tasks)
    expect(got.tasks.get(id), `task ${String(id)}`).toBe(title)
  for (const id of expected.deletedTasks) expect(got.deletedTasks.has(id)).toBe(true)
  for (const [id, title] of expected.events) expect(got.events.get(id)).toBe(title)
  for (const [id, name] of expected.users) expect(got.users.get(id)).toBe(name)
}

async function writeFromThreeTabs(context: BrowserContext, first: Page) {
  const tabs = [first, await context.newPage(), await context.newPage()]
  for (const tab of tabs) {
    await tab.goto('/apps/todo')
    await expect(tab.getByRole('heading', { level: 1, name: 'To-do' })).toBeVisible()
  }
  const expected: Expected = {
    tasks: new Map(),
    deletedTasks: new Set(),
    events: new Map(),
    users: new Map(),
  }
  const ids = { tasks: new Set<number>(), events: new Set<number>(), users: new Set<number>() }
  let writes = 0
  const answered = (answer: Answer, status: number) => {
    expect(answer.status).toBe(status)
    writes += 1
  }
  const fresh = (answer: Answer, key: 'task' | 'event' | 'user', seen: Set<number>) => {
    const id = answer.body[key]?.id ?? 0
    expect(seen.has(id), `${key} id ${String(id)} handed out twice`).toBe(false)
    seen.add(id)
    return id
  }

  for (let round = 0; round < 8; round++) {
    const tab = (n: number) => tabs[(round + n) % tabs.length] as Page
    // Each tab adds a task, an event and (every other round) a user, all at once.
    const adds = await Promise.all(
      [0, 1, 2].flatMap((n) => [
        call(
          tab(n),
          'POST',
          '/apps/todo/add-tasks',
          task(`Round ${String(round)} tab ${String(n)}`),
        ),
        call(
          tab(n),
          'POST',
          '/apps/calendar/add-event',
          event(`Event ${String(round)}.${String(n)}`),
        ),
      ]),
    )
    adds.forEach((answer, i) => {
      answered(answer, 201)
      const n = Math.floor(i / 2)
      if (i % 2 === 0) {
        expected.tasks.set(
          fresh(answer, 'task', ids.tasks),
          `Round ${String(round)} tab ${String(n)}`,
        )
      } else {
        expected.events.set(
          fresh(answer, 'event', ids.events),
          `Event ${String(round)}.${String(n)}`,
        )
      }
    })
    if (round % 2 === 0) {
      const added = await Promise.all(
        [0, 1].map((n) => call(tab(n), 'POST', '/apps/users/add-user', user(round * 2 + n))),
      )
      added.forEach((answer, n) => {
        answered(answer, 201)
        expected.users.set(fresh(answer, 'user', ids.users), `Tab Writer ${String(round * 2 + n)}`)
      })
    }
    // Updates of different rows at once: three seed tasks, one per tab.
    const edits = await Promise.all(
      [0, 1, 2].map((n) =>
        call(tab(n), 'POST', '/apps/todo/update-task', {
          task: { id: n + 1, title: `Seed ${String(n + 1)} edited in round ${String(round)}` },
        }),
      ),
    )
    edits.forEach((answer, n) => {
      answered(answer, 200)
      expected.tasks.set(n + 1, `Seed ${String(n + 1)} edited in round ${String(round)}`)
    })
    // One row, edited from each tab in turn: the last answered edit wins.
    for (const n of [0, 1, 2]) {
      const title = `Same row, round ${String(round)}, tab ${String(n)}`
      answered(
        await call(tab(n), 'POST', '/apps/todo/update-task', { task: { id: 4, title } }),
        200,
      )
      expected.tasks.set(4, title)
    }
    // Deletes, at once with a new add: the task and event added by tab 0 this round.
    const [taskId] = [...expected.tasks.keys()].filter((id) => id > 4).slice(-3)
    const [eventId] = [...expected.events.keys()].slice(-2)
    const deletes = await Promise.all([
      call(tab(1), 'DELETE', `/apps/todo/delete-task?taskId=${String(taskId)}`),
      call(tab(2), 'DELETE', `/apps/calendar/remove-event?id=${String(eventId)}`),
      call(tab(0), 'POST', '/apps/todo/add-tasks', task(`Late add ${String(round)}`)),
    ])
    answered(deletes[0] as Answer, 200)
    answered(deletes[1] as Answer, 200)
    answered(deletes[2] as Answer, 201)
    expected.tasks.delete(taskId ?? 0)
    expected.deletedTasks.add(taskId ?? 0)
    expected.events.delete(eventId ?? 0)
    expected.tasks.set(fresh(deletes[2] as Answer, 'task', ids.tasks), `Late add ${String(round)}`)
  }
  expect(writes).toBeGreaterThanOrEqual(100)
  test.info().annotations.push({ type: 'answered writes', description: String(writes) })
  return { tabs, expected }
}

async function expectKeptEverywhere(context: BrowserContext, tabs: Page[], expected: Expected) {
  // Each tab's open to-do list shows the last edit of the shared row within a second.
  const last = expected.tasks.get(4) ?? ''
  for (const tab of tabs) {
    await expect(tab.getByText(last, { exact: true })).toBeVisible({ timeout: 1000 })
    await expectAllWrites(tab, expected)
  }
  const added = await context.newPage()
  await added.goto('/apps/todo')
  await expect(added.getByText(last, { exact: true })).toBeVisible()
  await expectAllWrites(added, expected)
  const reloaded = tabs[1] as Page
  await reloaded.reload()
  await expect(reloaded.getByText(last, { exact: true })).toBeVisible()
  await expectAllWrites(reloaded, expected)
}

test.describe('three tabs writing at once', () => {
  // About 110 calls from three pages, each checked in four pages.
  test.slow()

  test('with the data in a SharedWorker, every answered write is kept', async ({
    page,
    context,
  }) => {
    await signedIn(page, 'admin')
    const { tabs, expected } = await writeFromThreeTabs(context, page)
    await expectKeptEverywhere(context, tabs, expected)
  })

  test('without SharedWorker, one elected tab owns the data and hands it over when it closes', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'SharedWorker')
    })
    await signedIn(page, 'admin')
    const { tabs, expected } = await writeFromThreeTabs(context, page)
    await expectKeptEverywhere(context, tabs, expected)
    // The first tab was elected; once it closes, another takes over with every write kept.
    await tabs[0]?.close()
    const rest = tabs.slice(1)
    const answer = await call(
      rest[0] as Page,
      'POST',
      '/apps/todo/add-tasks',
      task('After the owner left'),
    )
    expect(answer.status).toBe(201)
    expected.tasks.set(answer.body.task?.id ?? 0, 'After the owner left')
    for (const tab of rest) await expectAllWrites(tab, expected)
  })
})
