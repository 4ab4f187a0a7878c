import { Button, Group, Textarea } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { addCommentRequestSchema } from '@/contract/profile'
import { ApiError } from '@/lib/api-client'
import { translateMessage } from '@/lib/messages'
import { useAddComment } from '../api/add-comment'

/** Writes a comment on one post. A failure keeps the text and says why under the field. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation('profile')
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const addComment = useAddComment()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The contract's own rule (1–1000 characters once trimmed), checked before sending.
    const parsed = addCommentRequestSchema.safeParse({ comment: text })
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message
      setError(message && translateMessage(message))
      return
    }
    addComment.mutate(
      { postId, comment: parsed.data.comment },
      {
        onSuccess: () => setText(''),
        onError: (failure) =>
          setError(
            translateMessage(
              (failure instanceof ApiError && failure.fieldError('comment')) || failure.message,
            ),
          ),
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={t('comment.label')}
          placeholder={t('comment.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setError(undefined)
          }}
          error={error}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={addComment.isPending}>
          {t('comment.submit')}
        </Button>
      </Group>
    </form>
  )
}
