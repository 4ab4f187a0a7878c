import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { tasksResponseSchema, type TasksQuery } from '@/contract/todo'
import { apiRequest } from '@/lib/api-client'

/** Every task list the page has asked for, whatever the filter: what a change invalidates. */
export const tasksQueryKey = ['todo', 'tasks'] as const

/** `GET /apps/todo/tasks` for one view, search and sort. */
export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: [...tasksQueryKey, query],
    queryFn: ({ signal }) =>
      apiRequest('/apps/todo/tasks', { query, schema: tasksResponseSchema, signal }),
    select: (data) => data.tasks,
  })

export function useTasks(query: TasksQuery) {
  // While the next search or view loads, the list on screen stays instead of flashing a skeleton.
  return useQuery({ ...tasksQueryOptions(query), placeholderData: keepPreviousData })
}
