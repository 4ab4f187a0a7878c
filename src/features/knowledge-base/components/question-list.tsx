import { Anchor } from '@mantine/core'
import { IconFileText } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { KbQuestionLink } from '@/contract/knowledge-base'
import { kbHref } from '../paths'
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
          <Anchor component={Link} to={kbHref(category, slug)} size="sm">
            <IconFileText size={16} aria-hidden />
            {question}
          </Anchor>
        </li>
      ))}
    </ul>
  )
}
