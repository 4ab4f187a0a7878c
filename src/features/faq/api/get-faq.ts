import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqEndpoints } from '@/contract/faq'
import { api } from '@/lib/api-client'

/** Everything the FAQ has loaded. */
export const faqQueryKey = ['faq'] as const

/** The categories with questions matching `q`. */
export const faqQueryOptions = (q: string | undefined) =>
  queryOptions({
    queryKey: [...faqQueryKey, { q: q?.trim() ?? '' }],
    queryFn: ({ signal }) => api(faqEndpoints.getFaq, { query: { q: q?.trim() }, signal }),
  })

export function useFaq(q: string | undefined) {
  // While a new search loads, the questions on screen stay instead of a skeleton.
  return useQuery({ ...faqQueryOptions(q), placeholderData: keepPreviousData })
}
