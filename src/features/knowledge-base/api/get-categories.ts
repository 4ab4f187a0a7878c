import { queryOptions, useQuery } from '@tanstack/react-query'
import { kbCategoriesResponseSchema } from '@/contract/knowledge-base'
import { apiRequest } from '@/lib/api-client'

/** Everything the knowledge base has loaded. */
export const knowledgeBaseQueryKey = ['knowledge-base'] as const

/** `GET /faq/data/knowledge_base`: every category with its questions. */
export const kbCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'categories'],
    queryFn: ({ signal }) =>
      apiRequest('/faq/data/knowledge_base', { schema: kbCategoriesResponseSchema, signal }),
    select: (data) => data.categories,
  })

export function useKbCategories() {
  return useQuery(kbCategoriesQueryOptions())
}
