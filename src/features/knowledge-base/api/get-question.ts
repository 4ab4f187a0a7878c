import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints } from '@/contract/knowledge-base'
import { api } from '@/lib/api-client'
import { knowledgeBaseQueryKey } from './get-categories'

/** One article, or a 404 ApiError. */
export const kbQuestionQueryOptions = (category: string, question: string) =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'question', category, question],
    queryFn: ({ signal }) =>
      api(knowledgeBaseEndpoints.getKbArticle, { query: { category, question }, signal }),
  })

export function useKbQuestion(category: string, question: string) {
  return useQuery(kbQuestionQueryOptions(category, question))
}
