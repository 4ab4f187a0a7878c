import { useMutation, useQueryClient } from '@tanstack/react-query'
import { todoEndpoints } from '@/contract/todo'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './get-tasks'

/** A soft delete: the task moves to the Deleted view. */
export function deleteTask(taskId: number) {
  return api(todoEndpoints.deleteTask, { query: { taskId } })
}

export function useDeleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'delete-task'],
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  })
}
