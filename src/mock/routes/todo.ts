import { Hono } from 'hono/tiny'
import {
  addTaskRequestSchema,
  deleteTaskQuerySchema,
  tasksQuerySchema,
  updateTaskRequestSchema,
  type Task,
  type TasksQuery,
  type TaskSort,
} from '@/contract/todo'
import { requireAbility, type MockEnv } from '../auth'
import { notFound, readBody, readQuery } from '../http'
import { tasksTable } from '../fixtures/todo'

const newestFirst = (a: Task, b: Task) => b.id - a.id

const sorters: Record<TaskSort, (a: Task, b: Task) => number> = {
  latest: newestFirst,
  'title-asc': (a, b) => a.title.localeCompare(b.title, 'en') || newestFirst(a, b),
  'title-desc': (a, b) => b.title.localeCompare(a.title, 'en') || newestFirst(a, b),
  assignee: (a, b) =>
    a.assignee.fullName.localeCompare(b.assignee.fullName, 'en') || newestFirst(a, b),
  // ISO dates compare as text; the soonest first.
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate) || newestFirst(a, b),
}

/** Whether a task is in a view; only "deleted" shows deleted tasks. */
function inView(task: Task, filter: TasksQuery['filter']): boolean {
  switch (filter) {
    case 'deleted':
      return task.isDeleted
    case 'important':
      return task.isImportant && !task.isDeleted
    case 'completed':
      return task.isCompleted && !task.isDeleted
    default:
      return !task.isDeleted
  }
}

/** Filters and sorts tasks as `GET /apps/todo/tasks` does. */
export function selectTasks(tasks: readonly Task[], query: TasksQuery): Task[] {
  const q = query.q?.trim().toLowerCase() ?? ''
  return tasks
    .filter(
      (task) =>
        inView(task, query.filter) &&
        (!query.tag || task.tags.includes(query.tag)) &&
        (!q || task.title.toLowerCase().includes(q)),
    )
    .sort(sorters[query.sortBy ?? 'latest'])
}

export const todoRoutes = new Hono<MockEnv>()
  .get('/apps/todo/tasks', requireAbility('read', 'Todo'), (c) => {
    const query = readQuery(c, tasksQuerySchema)
    return c.json({ tasks: selectTasks(c.var.db.table(tasksTable).all(), query) })
  })
  .post('/apps/todo/add-tasks', requireAbility('create', 'Todo'), async (c) => {
    const { task } = await readBody(c, addTaskRequestSchema)
    const created = c.var.db.table(tasksTable).insert({ ...task, isDeleted: false })
    return c.json({ task: created }, 201)
  })
  .post('/apps/todo/update-task', requireAbility('update', 'Todo'), async (c) => {
    const {
      task: { id, ...patch },
    } = await readBody(c, updateTaskRequestSchema)
    const updated = c.var.db.table(tasksTable).update(id, patch)
    if (!updated) notFound('Task')
    return c.json({ task: updated })
  })
  .delete('/apps/todo/delete-task', requireAbility('delete', 'Todo'), (c) => {
    const { taskId } = readQuery(c, deleteTaskQuerySchema)
    // A soft delete: the task stays, under the Deleted view, until restored.
    const deleted = c.var.db.table(tasksTable).update(taskId, { isDeleted: true })
    if (!deleted) notFound('Task')
    return c.json({ task: deleted })
  })
