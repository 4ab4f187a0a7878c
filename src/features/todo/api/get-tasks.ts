import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { todoEndpoints, type TasksQuery } from '@/contract/todo'
import { api } from '@/lib/api-client'

/** Every task list the page has asked for, whatever the filter: what a change invalidates. */
export const tasksQueryKey = ['todo', 'tasks'] as const

/** The tasks of one view, search and sort. */
export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: [...tasksQueryKey, query],
    queryFn: ({ signal }) => api(todoEndpoints.listTasks, { query, signal }),
    select: (data) => data.tasks,
  })

export function useTasks(query: TasksQuery) {
  // While the next search or view loads, the list on screen stays instead of flashing a skeleton.
  return useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData })
}
