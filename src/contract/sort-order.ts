import { z } from 'zod/mini'

/**
 * The directions a server-sorted list takes in `orderBy`, beside the column in `sortBy`
 * (users and invoices; docs/decisions.md, "Sorting, export and bulk changes in the lists").
 */
export const sortOrders = ['asc', 'desc'] as const
export const sortOrderSchema = z.enum(sortOrders)
export type SortOrder = z.infer<typeof sortOrderSchema>
