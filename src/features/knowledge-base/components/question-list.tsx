import { IconFileText } from '@tabler/icons-react'
import { AnchorLink } from '@/components/router-links'
import type { KbQuestionLink } from '@/contract/knowledge-base'
import classes from './knowledge-base.module.css'

/** A list of links to articles of one category. */
export function QuestionList({
  category,
  questions,
}: {
  category: string
  questions: readonly KbQuestionLink[]
}) {
  return (
    <ul className={classes.questions}>
      {questions.map(({ question, slug }) => (
        <li key={slug}>
          <AnchorLink
            to="/pages/knowledge-base/$category/$question"
            params={{ category, question: slug }}
            size="sm"
          >
            <IconFileText size={16} aria-hidden />
            <bdi>{question}</bdi>
          </AnchorLink>
        </li>
      ))}
    </ul>
  )
}
