import { z } from 'zod/mini'
import { taskFilterSchema, taskSortSchema, taskTagSchema, taskTags } from '@/contract/todo'

/**
 * The To-do page's URL state. A value that does not parse is dropped (the
 * default view), so a hand-edited address never breaks the page. `task` is
 * the open drawer: `new`, or the id of the task being edited.
 */
export const todoSearchSchema = z.object({
  filter: z.catch(z.optional(taskFilterSchema), undefined),
  tag: z.catch(z.optional(taskTagSchema), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  sort: z.catch(z.optional(taskSortSchema), undefined),
  task: z.catch(
    z.optional(z.union([z.literal('new'), z.number().check(z.int(), z.positive())])),
    undefined,
  ),
})
export type TodoSearch = z.infer<typeof todoSearchSchema>

/** The task drawer's form; the assignee is chosen by name. */
export const taskFormSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(120)),
  // The Select holds null until someone is chosen.
  assignee: z.string({ error: 'Choose an assignee' }).check(z.minLength(1, 'Choose an assignee')),
  dueDate: z.iso.date('Choose a due date'),
  tags: z.array(z.enum(taskTags)),
  description: z.string(),
  isImportant: z.boolean(),
})
export type TaskFormValues = Omit<z.infer<typeof taskFormSchema>, 'assignee'> & {
  assignee: string | null
}
