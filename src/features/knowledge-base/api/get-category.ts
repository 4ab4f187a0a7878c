import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints } from '@/contract/knowledge-base'
import { api } from '@/lib/api-client'
import { knowledgeBaseQueryKey } from './get-categories'

/** One category's groups, or a 404 ApiError. */
export const kbCategoryQueryOptions = (category: string) =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'category', category],
    queryFn: ({ signal }) =>
      api(knowledgeBaseEndpoints.getKbCategory, { query: { category }, signal }),
  })

export function useKbCategory(category: string) {
  return useQuery(kbCategoryQueryOptions(category))
}
