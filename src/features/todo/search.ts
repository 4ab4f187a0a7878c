// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { taskFilterSchema, taskSortSchema, taskTagSchema } from '@/contract/todo-values'

/**
 * The To-do page's URL state. A value that does not parse is dropped (the
 * default view), so a hand-edited address never breaks the page. `task` is
 * the open drawer: `new`, or the id of the task being edited.
 */
export const todoSearchSchema = z.lazy(() =>
  z.object({
    filter: z.catch(z.optional(taskFilterSchema), undefined),
    tag: z.catch(z.optional(taskTagSchema), undefined),
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    sort: z.catch(z.optional(taskSortSchema), undefined),
    task: z.catch(
      z.optional(z.union([z.literal('new'), z.number().check(z.int(), z.positive())])),
      undefined,
    ),
  }),
)
export type TodoSearch = z.infer<typeof todoSearchSchema>
