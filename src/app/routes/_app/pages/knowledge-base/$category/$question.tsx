import { createFileRoute, isNotFound } from '@tanstack/react-router'
import { kbCategoryQueryOptions } from '@/features/knowledge-base/api/get-category'
import { kbQuestionQueryOptions } from '@/features/knowledge-base/api/get-question'
import {
  articleMissing,
  categoryMissing,
  KbNotFound,
} from '@/features/knowledge-base/components/kb-not-found'
import { KbQuestionPage } from '@/features/knowledge-base/components/kb-question-page'
import { parsePathSlug } from '../../../../../path-slug'
import { loadRecord } from '../../../../../record-route'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  staticData: { ns: ['knowledge-base'] },
  // Not even slug-shaped: not found, without asking the back end.
  params: {
    parse: ({ category, question }) => ({
      category: parsePathSlug(category, categoryMissing),
      question: parsePathSlug(question, articleMissing),
    }),
  },
  loader: async ({ context: { queryClient }, params: { category, question } }) => {
    try {
      await loadRecord(queryClient, kbQuestionQueryOptions(category, question), articleMissing)
    } catch (error) {
      // The article's 404 does not say which part is missing: the category, if it is gone too.
      if (isNotFound(error))
        await loadRecord(queryClient, kbCategoryQueryOptions(category), categoryMissing)
      throw error
    }
  },
  notFoundComponent: KbNotFound,
  component: KbQuestionRoute,
})

function KbQuestionRoute() {
  const { category, question } = Route.useParams()
  return <KbQuestionPage category={category} question={question} />
}
