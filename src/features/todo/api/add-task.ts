import { useMutation, useQueryClient } from '@tanstack/react-query'
import { todoEndpoints, type NewTask } from '@/contract/todo'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './get-tasks'

export function addTask(task: NewTask) {
  return api(todoEndpoints.addTask, { body: { task } })
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
