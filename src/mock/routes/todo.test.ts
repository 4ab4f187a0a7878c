import { ADMIN, CLIENT, bearer, mockClient } from '@/test/mock-client'
import { errorBodySchema } from '@/contract/errors'
import { taskResponseSchema, tasksResponseSchema, type Task } from '@/contract/todo'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { tasksTable } from '../fixtures/todo'

let db: Db
let app: ReturnType<typeof createMockApp>
const { post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

function remove(taskId: string | number, token?: string) {
  return app.request(`/apps/todo/delete-task?taskId=${String(taskId)}`, {
    method: 'DELETE',
    headers: bearer(token),
  })
}

async function list(query = '', token = admin): Promise<Task[]> {
  const response = await app.request(`/apps/todo/tasks${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return tasksResponseSchema.parse(await response.json()).tasks
}

const ids = (tasks: readonly Task[]) => tasks.map((task) => task.id)
const snapshot = () => structuredClone(db.table(tasksTable).all())

const newTask = {
  title: 'Sharpen the knives',
  dueDate: '2030-05-01',
  assignee: { fullName: 'Marco Rossi', avatar: '' },
  tags: ['team', 'high'],
  description: '<p>All of them</p>',
  isImportant: true,
}

describe('the sample tasks', () => {
  it('has 18+ tasks over every tag, some completed, important and deleted', () => {
    const tasks = db.table(tasksTable).all()
    expect(tasks.length).toBeGreaterThanOrEqual(18)
    for (const tag of ['update', 'team', 'low', 'medium', 'high'])
      expect(tasks.some((task) => task.tags.includes(tag as Task['tags'][number]))).toBe(true)
    expect(tasks.some((task) => task.isCompleted)).toBe(true)
    expect(tasks.some((task) => task.isImportant)).toBe(true)
    expect(tasks.some((task) => task.isDeleted)).toBe(true)
    expect(tasks.every((task) => task.assignee.fullName && task.assignee.avatar === '')).toBe(true)
  })

  it('is the same on every load', () => {
    expect(createDb().table(tasksTable).all()).toEqual(db.table(tasksTable).all())
  })
})

describe('GET /apps/todo/tasks', () => {
  it('answers {tasks}: every task not deleted, newest first (id descending)', async () => {
    const tasks = await list()
    const expected = db
      .table(tasksTable)
      .all()
      .filter((task) => !task.isDeleted)
      .map((task) => task.id)
      .sort((a, b) => b - a)
    expect(ids(tasks)).toEqual(expected)
    expect(tasks.length).toBeGreaterThan(0)
  })

  it.each([
    ['important', (task: Task) => task.isImportant && !task.isDeleted],
    ['completed', (task: Task) => task.isCompleted && !task.isDeleted],
    ['deleted', (task: Task) => task.isDeleted],
  ] as const)('filter=%s shows only those tasks', async (filter, belongs) => {
    const tasks = await list(`?filter=${filter}`)
    expect(tasks.length).toBeGreaterThan(0)
    expect(tasks.every(belongs)).toBe(true)
    expect(tasks.length).toBe(db.table(tasksTable).all().filter(belongs).length)
  })

  it('keeps deleted tasks out of the important and completed views', async () => {
    db.table(tasksTable).update(1, { isImportant: true, isCompleted: true, isDeleted: true })
    expect(ids(await list('?filter=important'))).not.toContain(1)
    expect(ids(await list('?filter=completed'))).not.toContain(1)
    expect(ids(await list('?filter=deleted'))).toContain(1)
  })

  it.each(['update', 'team', 'low', 'medium', 'high'] as const)(
    'tag=%s shows the non-deleted tasks with that tag',
    async (tag) => {
      const tasks = await list(`?tag=${tag}`)
      expect(tasks.length).toBeGreaterThan(0)
      expect(tasks.every((task) => task.tags.includes(tag) && !task.isDeleted)).toBe(true)
      expect(tasks.length).toBe(
        db
          .table(tasksTable)
          .all()
          .filter((task) => task.tags.includes(tag) && !task.isDeleted).length,
      )
    },
  )

  it('combines a filter and a tag', async () => {
    const tasks = await list('?filter=important&tag=high')
    expect(tasks.length).toBeGreaterThan(0)
    expect(tasks.every((task) => task.isImportant && task.tags.includes('high'))).toBe(true)
  })

  it('finds by a case-insensitive substring of the title', async () => {
    const tasks = await list('?q=UPDATE%20THE')
    expect(tasks.map((task) => task.title).sort()).toEqual([
      'Update the allergen matrix',
      'Update the opening hours online',
    ])
    expect(await list('?q=nothing-like-this')).toEqual([])
  })

  it('sorts by title either way', async () => {
    const titles = (await list('?sortBy=title-asc')).map((task) => task.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')))
    const descending = (await list('?sortBy=title-desc')).map((task) => task.title)
    expect(descending).toEqual([...titles].reverse())
  })

  it('sorts by assignee, then newest first', async () => {
    const tasks = await list('?sortBy=assignee')
    const names = tasks.map((task) => task.assignee.fullName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(names[0]).toBe('Ahmed Karim')
  })

  it('sorts by due date, the soonest first', async () => {
    const dates = (await list('?sortBy=due-date')).map((task) => task.dueDate)
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBeGreaterThan(5)
  })

  it('sorts by latest as by default', async () => {
    expect(ids(await list('?sortBy=latest'))).toEqual(ids(await list()))
  })

  it('refuses unknown filter, tag and sort values, naming them', async () => {
    const response = await app.request('/apps/todo/tasks?filter=archived&tag=urgent&sortBy=x', {
      headers: bearer(admin),
    })
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(Object.keys(error).sort()).toEqual(['filter', 'sortBy', 'tag'])
  })

  it('answers 401 without a token and 403 for the client account', async () => {
    expect((await app.request('/apps/todo/tasks')).status).toBe(401)
    const response = await app.request('/apps/todo/tasks', {
      headers: bearer(await tokenOf(CLIENT)),
    })
    expect(response.status).toBe(403)
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('adds the task with a fresh id and answers 201 {task}', async () => {
    const before = db.table(tasksTable).all().length
    const response = await post('/apps/todo/add-tasks', { task: newTask }, admin)
    expect(response.status).toBe(201)
    const { task } = taskResponseSchema.parse(await response.json())
    expect(task).toMatchObject({ ...newTask, isCompleted: false, isDeleted: false })
    expect(task.id).toBe(
      Math.max(
        ...db
          .table(tasksTable)
          .all()
          .map((t) => t.id),
      ),
    )
    expect(db.table(tasksTable).all().length).toBe(before + 1)
    expect(ids(await list())[0]).toBe(task.id)
  })

  it('leaves out description, tags and flags as empty, none and false', async () => {
    const { description: _d, tags: _t, isImportant: _i, ...minimal } = newTask
    const response = await post('/apps/todo/add-tasks', { task: minimal }, admin)
    expect(response.status).toBe(201)
    const { task } = taskResponseSchema.parse(await response.json())
    expect(task).toMatchObject({ description: '', tags: [], isImportant: false })
  })

  it('never reuses an id, not even after a reset', async () => {
    const first = taskResponseSchema.parse(
      await (await post('/apps/todo/add-tasks', { task: newTask }, admin)).json(),
    ).task
    db.reset()
    const second = taskResponseSchema.parse(
      await (await post('/apps/todo/add-tasks', { task: newTask }, admin)).json(),
    ).task
    expect(second.id).toBeGreaterThan(first.id)
  })

  it.each([
    ['an empty title', { task: { ...newTask, title: '  ' } }, ['task.title']],
    ['a bad due date', { task: { ...newTask, dueDate: '01/05/2030' } }, ['task.dueDate']],
    ['an unknown tag', { task: { ...newTask, tags: ['urgent'] } }, ['task.tags.0']],
    ['a repeated tag', { task: { ...newTask, tags: ['low', 'low'] } }, ['task.tags']],
    ['no assignee', { task: { ...newTask, assignee: undefined } }, ['task.assignee']],
    ['an id', { task: { ...newTask, id: 99 } }, ['task.id']],
    ['isDeleted', { task: { ...newTask, isDeleted: true } }, ['task.isDeleted']],
    ['an unknown field', { task: newTask, extra: 1 }, ['extra']],
    ['no task', {}, ['task']],
    ['malformed JSON', '{"task":', ['body']],
  ])('refuses %s with 400 naming the field, store unchanged', async (_, body, fields) => {
    const before = snapshot()
    const response = await post('/apps/todo/add-tasks', body, admin)
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(Object.keys(error).sort()).toEqual(fields)
    expect(db.table(tasksTable).all()).toEqual(before)
  })

  it('answers 401 without a token and 403 for the client account', async () => {
    const before = snapshot()
    expect((await post('/apps/todo/add-tasks', { task: newTask })).status).toBe(401)
    const response = await post('/apps/todo/add-tasks', { task: newTask }, await tokenOf(CLIENT))
    expect(response.status).toBe(403)
    expect(db.table(tasksTable).all()).toEqual(before)
  })
})

describe('POST /apps/todo/update-task', () => {
  it('changes only the given fields of that task and answers {task}', async () => {
    const before = snapshot()
    const response = await post(
      '/apps/todo/update-task',
      { task: { id: 3, isCompleted: true, title: 'Update the allergen list' } },
      admin,
    )
    expect(response.status).toBe(200)
    const { task } = taskResponseSchema.parse(await response.json())
    const original = before.find((t) => t.id === 3)
    expect(task).toEqual({ ...original, isCompleted: true, title: 'Update the allergen list' })
    expect(
      db
        .table(tasksTable)
        .all()
        .filter((t) => t.id !== 3),
    ).toEqual(before.filter((t) => t.id !== 3))
    expect(ids(await list('?filter=completed'))).toContain(3)
  })

  it('restores a deleted task with isDeleted false', async () => {
    const deleted = (await list('?filter=deleted'))[0]
    if (!deleted) throw new Error('no deleted task in the sample data')
    const response = await post(
      '/apps/todo/update-task',
      { task: { id: deleted.id, isDeleted: false } },
      admin,
    )
    expect(response.status).toBe(200)
    expect(ids(await list())).toContain(deleted.id)
    expect(ids(await list('?filter=deleted'))).not.toContain(deleted.id)
  })

  it('answers 404 for an unknown id, store unchanged', async () => {
    const before = snapshot()
    const response = await post('/apps/todo/update-task', { task: { id: 999, title: 'x' } }, admin)
    expect(response.status).toBe(404)
    expect(errorBodySchema.parse(await response.json()).error).toBe('Task not found')
    expect(db.table(tasksTable).all()).toEqual(before)
  })

  it.each([
    ['no id', { task: { title: 'x' } }, ['task.id']],
    ['an unknown field', { task: { id: 1, owner: 'me' } }, ['task.owner']],
    ['an empty title', { task: { id: 1, title: '' } }, ['task.title']],
    ['a non-boolean flag', { task: { id: 1, isCompleted: 'yes' } }, ['task.isCompleted']],
    [
      'a bad assignee',
      { task: { id: 1, assignee: { fullName: '' } } },
      ['task.assignee.avatar', 'task.assignee.fullName'],
    ],
  ])('refuses %s with 400 naming the field, store unchanged', async (_, body, fields) => {
    const before = snapshot()
    const response = await post('/apps/todo/update-task', body, admin)
    expect(response.status).toBe(400)
    const { error } = errorBodySchema.parse(await response.json())
    expect(Object.keys(error).sort()).toEqual(fields)
    expect(db.table(tasksTable).all()).toEqual(before)
  })

  it('answers 401 without a token and 403 for the client account', async () => {
    const body = { task: { id: 1, isCompleted: false } }
    expect((await post('/apps/todo/update-task', body)).status).toBe(401)
    expect((await post('/apps/todo/update-task', body, await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('marks the task deleted, keeps it, and answers {task}', async () => {
    const count = db.table(tasksTable).all().length
    const response = await remove(1, admin)
    expect(response.status).toBe(200)
    const { task } = taskResponseSchema.parse(await response.json())
    expect(task).toMatchObject({ id: 1, isDeleted: true })
    expect(db.table(tasksTable).all().length).toBe(count)
    expect(ids(await list())).not.toContain(1)
    expect(ids(await list('?filter=deleted'))).toContain(1)
  })

  it('answers 404 for an unknown id and 400 for a bad one, store unchanged', async () => {
    const before = snapshot()
    expect((await remove(999, admin)).status).toBe(404)
    const bad = await remove('abc', admin)
    expect(bad.status).toBe(400)
    expect(Object.keys(errorBodySchema.parse(await bad.json()).error)).toEqual(['taskId'])
    expect(db.table(tasksTable).all()).toEqual(before)
  })

  it('answers 401 without a token and 403 for the client account', async () => {
    expect((await remove(1)).status).toBe(401)
    expect((await remove(1, await tokenOf(CLIENT))).status).toBe(403)
    expect(db.table(tasksTable).get(1)?.isDeleted).toBe(false)
  })
})
