import { z } from 'zod/mini'

/** The tags a task may carry. */
export const taskTags = ['update', 'team', 'low', 'medium', 'high'] as const
export const taskTagSchema = z.enum(taskTags)
export type TaskTag = z.infer<typeof taskTagSchema>

/** The views besides "all" (every task not deleted). */
export const taskFilters = ['important', 'completed', 'deleted'] as const
export const taskFilterSchema = z.enum(taskFilters)
export type TaskFilter = z.infer<typeof taskFilterSchema>

/** `latest` (newest first, id descending) is the default. */
export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export const taskSortSchema = z.enum(taskSorts)
export type TaskSort = z.infer<typeof taskSortSchema>
