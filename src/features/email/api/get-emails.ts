import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { emailEndpoints, type EmailListQuery } from '@/contract/email'
import { api } from '@/lib/api-client'

/** Every email query's key starts with this, so one invalidation refreshes lists and mails. */
export const emailKeys = { all: ['email'] as const }

/** The list the user is looking at, newest first, with the folder badge counts. */
export const emailsQueryOptions = (query: EmailListQuery) =>
  queryOptions({
    queryKey: [...emailKeys.all, 'list', query],
    queryFn: ({ signal }) => api(emailEndpoints.listEmails, { query, signal }),
    // Switching folders keeps the old list (and the badges) on screen until the new one arrives.
    placeholderData: keepPreviousData,
  })

export function useEmails(query: EmailListQuery) {
  return useQuery(emailsQueryOptions(query))
}
