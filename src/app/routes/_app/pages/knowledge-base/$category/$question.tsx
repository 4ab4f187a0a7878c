import { createFileRoute } from '@tanstack/react-router'
import { KbQuestionPage } from '@/features/knowledge-base/components/kb-question-page'

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  component: KbQuestionRoute,
})

function KbQuestionRoute() {
  const { category, question } = Route.useParams()
  return <KbQuestionPage category={category} question={question} />
}
