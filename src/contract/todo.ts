import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { taskFilterSchema, taskSortSchema, taskTagSchema, taskTags } from './todo-values'

// Kept in their own module so the to-do list's URL schema stays small (route search schemas load with the app's entry).
export {
  taskFilters,
  taskFilterSchema,
  taskSorts,
  taskSortSchema,
  taskTags,
  taskTagSchema,
  type TaskFilter,
  type TaskSort,
  type TaskTag,
} from './todo-values'

export const TASK_TITLE_MAX = 120
export const TASK_DESCRIPTION_MAX = 20_000

const id = z.number().check(z.int(), z.positive())

export const taskAssigneeSchema = z.strictObject({
  fullName: z.string().check(z.trim(), z.minLength(1, 'Choose an assignee'), z.maxLength(80)),
  /** A picture address; '' shows the initials. */
  avatar: z.string().check(z.maxLength(500)),
})
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>

/**
 * The team tasks may be given to (the app has no people call for the To-do
 * app): the mock's sample data and the drawer's assignee choice both use it.
 */
export const taskAssignees: readonly TaskAssignee[] = [
  { fullName: 'Marco Rossi', avatar: '' },
  { fullName: 'Giulia Bianchi', avatar: '' },
  { fullName: 'Luca Ferrari', avatar: '' },
  { fullName: 'Sofia Romano', avatar: '' },
  { fullName: 'Elena Costa', avatar: '' },
  { fullName: 'Ahmed Karim', avatar: '' },
]

/** The fields a client may set on a task (everything but its id). */
const taskFields = {
  title: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(TASK_TITLE_MAX)),
  /** The day it is due, `YYYY-MM-DD`. */
  dueDate: z.iso.date('Choose a due date'),
  /** HTML from the rich-text editor: show it only through SafeHtml. */
  description: z.string().check(z.maxLength(TASK_DESCRIPTION_MAX)),
  assignee: taskAssigneeSchema,
  tags: z.array(taskTagSchema).check(
    z.maxLength(taskTags.length),
    z.refine((tags) => new Set(tags).size === tags.length, 'Give each tag once'),
  ),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
}

export const taskSchema = z.object({ id, ...taskFields })
export type Task = z.infer<typeof taskSchema>

/** `listTasks` query: every parameter optional; unknown keys are ignored. */
export const tasksQuerySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  filter: z.optional(taskFilterSchema),
  tag: z.optional(taskTagSchema),
  sortBy: z.optional(taskSortSchema),
})
export type TasksQuery = z.infer<typeof tasksQuerySchema>

export const tasksResponseSchema = z.object({ tasks: z.array(taskSchema) })
export type TasksResponse = z.infer<typeof tasksResponseSchema>

/**
 * A new task: the id is the server's; `description`, `tags` and the flags may
 * be left out (empty, none, false). A new task is never created deleted.
 */
export const newTaskSchema = z.strictObject({
  title: taskFields.title,
  dueDate: taskFields.dueDate,
  assignee: taskFields.assignee,
  description: z._default(taskFields.description, ''),
  tags: z._default(taskFields.tags, []),
  isCompleted: z._default(z.boolean(), false),
  isImportant: z._default(z.boolean(), false),
})
export type NewTask = z.input<typeof newTaskSchema>

/** `addTask`. */
export const addTaskRequestSchema = z.strictObject({ task: newTaskSchema })
export type AddTaskRequest = z.input<typeof addTaskRequestSchema>

/** A change to a task: its id and only the fields that change. */
export const taskPatchSchema = z.strictObject({
  id,
  title: z.optional(taskFields.title),
  dueDate: z.optional(taskFields.dueDate),
  description: z.optional(taskFields.description),
  assignee: z.optional(taskFields.assignee),
  tags: z.optional(taskFields.tags),
  isCompleted: z.optional(taskFields.isCompleted),
  isDeleted: z.optional(taskFields.isDeleted),
  isImportant: z.optional(taskFields.isImportant),
})
export type TaskPatch = z.infer<typeof taskPatchSchema>

/** `updateTask` (restoring a deleted task is `{isDeleted: false}`). */
export const updateTaskRequestSchema = z.strictObject({ task: taskPatchSchema })
export type UpdateTaskRequest = z.infer<typeof updateTaskRequestSchema>

/** `deleteTask`. */
export const deleteTaskQuerySchema = z.object({
  taskId: z.coerce.number().check(z.int(), z.positive()),
})

/** The answer of add, update and delete: the task as it now is. */
export const taskResponseSchema = z.object({ task: taskSchema })
export type TaskResponse = z.infer<typeof taskResponseSchema>

export const todoEndpoints = endpoints('Todo', {
  listTasks: {
    method: 'get',
    path: '/apps/todo/tasks',
    summary: 'Tasks of a filter or tag, searched and sorted',
    query: tasksQuerySchema,
    response: tasksResponseSchema,
  },
  addTask: {
    method: 'post',
    path: '/apps/todo/add-tasks',
    summary: 'Add a task',
    body: addTaskRequestSchema,
    response: taskResponseSchema,
    status: 201,
  },
  updateTask: {
    method: 'post',
    path: '/apps/todo/update-task',
    summary: 'Change a task',
    body: updateTaskRequestSchema,
    response: taskResponseSchema,
    errors: [404],
  },
  deleteTask: {
    method: 'delete',
    path: '/apps/todo/delete-task',
    summary: 'Delete a task',
    query: deleteTaskQuerySchema,
    response: taskResponseSchema,
    errors: [404],
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const todoExamples = {
  listTasks: {
    query: { q: 'knife', filter: 'important', tag: 'team', sortBy: 'title-asc' },
    free: ['q'],
  },
  addTask: {
    body: {
      task: {
        title: 'Sharpen the knives',
        dueDate: '2030-05-01',
        assignee: { fullName: 'Marco Rossi', avatar: '' },
        tags: ['team', 'high'],
        description: '<p>All of them</p>',
        isCompleted: false,
        isImportant: true,
      },
    },
  },
  updateTask: {
    body: {
      task: {
        id: 1,
        title: 'Sharpen the knives',
        dueDate: '2030-05-01',
        assignee: { fullName: 'Marco Rossi', avatar: '' },
        tags: ['low'],
        description: 'All of them',
        isCompleted: true,
        isDeleted: false,
        isImportant: true,
      },
    },
  },
  deleteTask: { query: { taskId: 2 } },
} satisfies Examples<typeof todoEndpoints>
