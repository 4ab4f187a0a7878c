import { useMutation, useQueryClient } from '@tanstack/react-query'
import { taskResponseSchema, type NewTask } from '@/contract/todo'
import { apiRequest } from '@/lib/api-client'
import { tasksQueryKey } from './get-tasks'

export function addTask(task: NewTask) {
  return apiRequest('/apps/todo/add-tasks', {
    method: 'POST',
    body: { task },
    schema: taskResponseSchema,
  })
}

/** Adds a task; every task list then reloads. */
export function useAddTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'add-task'],
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  })
}
