import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { z } from 'zod/mini'
import { UserAvatar } from '@/components/user-avatar'
import { addBlogCommentRequestSchema, type BlogComment } from '@/contract/blog'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { useAddComment } from '../api/add-comment'
import { formatDayTime } from '@/lib/format'
import classes from './blog.module.css'

// The form's name may be blank: the comment is then posted under the signed-in account's name.
const commentFormSchema = z.object({
  name: z.string().check(z.maxLength(80, 'Use at most 80 characters')),
  comment: addBlogCommentRequestSchema.shape.comment,
})

/** A post's comments (plain text) and the form to add one. */
export function BlogComments({ postId, comments }: { postId: number; comments: BlogComment[] }) {
  const { t } = useTranslation('blog')
  const addComment = useAddComment()
  const validate = schemaResolver(commentFormSchema, { sync: true })
  const form = useForm({
    initialValues: { name: '', comment: '' },
    validate: (values) => translateErrors(validate(values)),
  })
  const submit = form.onSubmit((values) => {
    const name = values.name.trim()
    addComment.mutate(
      { postId, comment: values.comment, ...(name ? { name } : {}) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('comments.posted') })
          form.reset()
        },
        onError: (error) =>
          showServerError(error, {
            setFieldError: form.setFieldError,
            fieldOf: fieldIn(['name', 'comment']),
          }),
      },
    )
  })

  return (
    <Stack gap="md">
      <Title order={2} size="h4" id="blog-comments">
        {t('comments.title', { count: comments.length })}
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed">{t('comments.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ol"
          className={classes.plainList}
          aria-labelledby="blog-comments"
        >
          {comments.map((comment) => (
            <Paper key={comment.id} withBorder p="md" component="li">
              <Group gap="sm" wrap="nowrap" align="start">
                <UserAvatar name={comment.userFullName} src={comment.avatar} radius="xl" />
                <div>
                  <Text fw={600} size="sm" dir="auto">
                    {comment.userFullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDayTime(comment.commentedAt)}
                  </Text>
                  <Text size="sm" mt={6} className={classes.comment} dir="auto">
                    {comment.comment}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate aria-labelledby="blog-comment-form">
          <Stack gap="sm">
            <Title order={3} size="h5" id="blog-comment-form">
              {t('comments.leave')}
            </Title>
            <TextInput
              label={t('comments.name')}
              description={t('comments.nameHint')}
              {...form.getInputProps('name')}
            />
            <Textarea
              label={t('comments.comment')}
              required
              autosize
              minRows={3}
              maxLength={1000}
              {...form.getInputProps('comment')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={addComment.isPending}>
                {t('comments.post')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  )
}
