import { todoEndpoints, type Task, type TasksQuery, type TaskSort } from '@/contract/todo'
import { requireAbility } from '../auth'
import { notFound } from '../http'
import { mockRoutes, route } from '../route'
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

/** Filters and sorts tasks as `listTasks` does. */
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

const { listTasks, addTask, updateTask, deleteTask } = todoEndpoints

export const todoRoutes = mockRoutes(
  route(listTasks, requireAbility('read', 'Todo'), (c, { query }) =>
    c.json({ tasks: selectTasks(c.var.db.table(tasksTable).all(), query) }),
  ),
  route(addTask, requireAbility('create', 'Todo'), (c, { body: { task } }) => {
    const created = c.var.db.table(tasksTable).insert({ ...task, isDeleted: false })
    return c.json({ task: created }, 201)
  }),
  route(updateTask, requireAbility('update', 'Todo'), (c, { body }) => {
    const { id, ...patch } = body.task
    const updated = c.var.db.table(tasksTable).update(id, patch)
    if (!updated) notFound('Task')
    return c.json({ task: updated })
  }),
  route(deleteTask, requireAbility('delete', 'Todo'), (c, { query: { taskId } }) => {
    // A soft delete: the task stays, under the Deleted view, until restored.
    const deleted = c.var.db.table(tasksTable).update(taskId, { isDeleted: true })
    if (!deleted) notFound('Task')
    return c.json({ task: deleted })
  }),
)
