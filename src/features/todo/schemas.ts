import { z } from 'zod/mini'
import { taskTags } from '@/contract/todo'

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
