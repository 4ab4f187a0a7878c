import { queryOptions, useQuery } from '@tanstack/react-query'
import { kbArticleResponseSchema } from '@/contract/knowledge-base'
import { apiRequest } from '@/lib/api-client'
import { knowledgeBaseQueryKey } from './get-categories'

/** `GET /faq/data/question?category=&question=`: one article, or a 404 ApiError. */
export const kbQuestionQueryOptions = (category: string, question: string) =>
  queryOptions({
    queryKey: [...knowledgeBaseQueryKey, 'question', category, question],
    queryFn: ({ signal }) =>
      apiRequest('/faq/data/question', {
        query: { category, question },
        schema: kbArticleResponseSchema,
        signal,
      }),
  })

export function useKbQuestion(category: string, question: string) {
  return useQuery(kbQuestionQueryOptions(category, question))
}
