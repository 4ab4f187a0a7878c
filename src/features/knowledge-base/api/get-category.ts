import { queryOptions, useQuery } from '@tanstack/react-query'
import { kbCategoryResponseSchema } from '@/contract/knowledge-base'
import { apiRequest } from '@/lib/api-client'
import { knowledgeBaseQueryKey } from './get-categories'

/** `GET /faq/data/category?category=`: one category's groups, or a 404 ApiError. */
export const kbCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'category', category],
    queryFn: ({ signal }) =>
      apiRequest('/faq/data/category', {
        query: { category },
        schema: kbCategoryResponseSchema,
        signal,
      }),
  })

export function useKbCategory(category: string) {
  return useQuery(kbCategoryQueryOptions(category))
}
