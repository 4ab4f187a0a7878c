import { queryOptions, useQuery } from '@tanstack/react-query'
import { emailEndpoints, type EmailListQuery } from '@/contract/email'
import { api } from '@/lib/api-client'
import { emailKeys } from './get-emails'

/** One mail, and whether the list it was opened from has one before and after it. */
export const emailQueryOptions = (id: number, list: EmailListQuery) =>
  queryOptions({
    queryKey: [...emailKeys.all, 'detail', id, list],
    queryFn: ({ signal }) => api(emailEndpoints.getEmail, { query: { id, ...list }, signal }),
  })

export function useEmail(id: number, list: EmailListQuery) {
  return useQuery(emailQueryOptions(id, list))
}
