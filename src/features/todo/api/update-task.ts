import { useMutation, useQueryClient } from '@tanstack/react-query'
import { todoEndpoints, type TaskPatch, type TasksResponse } from '@/contract/todo'
import { api } from '@/lib/api-client'
import { tasksQueryKey } from './get-tasks'

/** Changes only the fields given; restoring a deleted task is `{id, isDeleted: false}`. */
export function updateTask(task: TaskPatch) {
  return api(todoEndpoints.updateTask, { body: { task } })
}

/**
 * Updates a task. The lists on screen show the change at once (a checkbox or
 * star answers the click), are put back if the call fails, and reload after it.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['todo', 'update-task'],
    mutationFn: updateTask,
    onMutate: async ({ id, ...patch }) => {
      await queryClient.cancelQueries({ queryKey: tasksQueryKey })
      const previous = queryClient.getQueriesData<TasksResponse>({ queryKey: tasksQueryKey })
      queryClient.setQueriesData<TasksResponse>({ queryKey: tasksQueryKey }, (data) =>
        data
          ? { tasks: data.tasks.map((task) => (task.id === id ? { ...task, ...patch } : task)) }
          : data,
      )
      return { previous }
    },
    onError: (_error, _task, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  })
}
