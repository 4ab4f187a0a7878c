import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { faqDataSchema } from '@/contract/faq'
import { apiRequest } from '@/lib/api-client'

/** Everything the FAQ has loaded. */
export const faqQueryKey = ['faq'] as const

/** `GET /faq/data?q=`: the categories with questions matching `q`. */
export const faqQueryOptions = (q: string | undefined) =>
  queryOptions({
    queryKey: [...faqQueryKey, { q: q?.trim() ?? '' }],
    queryFn: ({ signal }) =>
      apiRequest('/faq/data', { query: { q: q?.trim() }, schema: faqDataSchema, signal }),
  })

export function useFaq(q: string | undefined) {
  // While a new search loads, the questions on screen stay instead of a skeleton.
  return useQuery({ ...faqQueryOptions(q), placeholderData: keepPreviousData })
}
