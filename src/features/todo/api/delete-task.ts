import { useMutation, useQueryClient } from '@tanstack/react-query'
import { taskResponseSchema } from '@/contract/todo'
import { apiRequest } from '@/lib/api-client'
import { tasksQueryKey } from './get-tasks'

/** A soft delete: the task moves to the Deleted view. */
export function deleteTask(taskId: number) {
  return apiRequest('/apps/todo/delete-task', {
    method: 'DELETE',
    query: { taskId },
    schema: taskResponseSchema,
  })
}

export function useDeleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'delete-task'],
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  })
}
