import type { z } from 'zod/mini'

type Issue = z.core.$ZodRawIssue

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`)

/**
 * Plain-English messages for validation issues whose schema gives none
 * (zod/mini ships no locale, so its own default is "Invalid input").
 */
export function issueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${article(issue.expected)}`
    case 'unrecognized_keys':
      return 'Unknown field'
    case 'invalid_value':
      return `Use one of: ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      return `Use a valid ${issue.format}`
    case 'too_small':
      return issue.origin === 'string'
        ? `Use at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `Give at least ${String(issue.minimum)} items`
          : `Must be at least ${String(issue.minimum)}`
    case 'too_big':
      return issue.origin === 'string'
        ? `Use at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `Give at most ${String(issue.maximum)} items`
          : `Must be at most ${String(issue.maximum)}`
    case 'invalid_union':
      return 'Does not match any allowed shape'
    default:
      return undefined
  }
}
