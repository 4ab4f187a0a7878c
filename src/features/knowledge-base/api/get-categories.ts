import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints } from '@/contract/knowledge-base'
import { api } from '@/lib/api-client'

/** Everything the knowledge base has loaded. */
export const knowledgeBaseQueryKey = ['knowledge-base'] as const

/** Every category with its questions. */
export const kbCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'categories'],
    queryFn: ({ signal }) => api(knowledgeBaseEndpoints.listKbCategories, { signal }),
    select: (data) => data.categories,
  })

export function useKbCategories() {
  return useQuery(kbCategoriesQueryOptions())
}
