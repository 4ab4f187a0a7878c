import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconEye } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { RichTextField } from '@/components/rich-text-field'
import { sanitizeHtml } from '@/components/safe-html'
import { ButtonLink } from '@/components/router-links'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { UserAvatar } from '@/components/user-avatar'
import {
  blogCategories,
  blogStatuses,
  slugify,
  type BlogEdit,
  type SaveBlogPostRequest,
} from '@/contract/blog'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { usePostEdit } from '../api/get-post-edit'
import { useSavePost } from '../api/save-post'
import { editPostFormSchema, type EditPostFormValues } from '../schemas'
import { FeaturedImageField } from './featured-image-field'

/** Edits one post's title, categories, slug, status, excerpt and picture. */
export function BlogEditPage({ id }: { id: number }) {
  const post = usePostEdit(id)
  if (post.isError) {
    // Gone while open: the route's not-found page takes over.
    throwIfMissing(post.error, { id })
    return (
      <>
        <QueryError error={post.error} onRetry={() => void post.refetch()} />
      </>
    )
  }
  if (!post.data)
    return (
      <Stack aria-busy="true">
        <Skeleton height={60} radius="md" />
        <Skeleton height={560} radius="md" />
      </Stack>
    )
  // Keyed: another post opens with its own values and a fresh form.
  return <BlogEditForm key={post.data.id} post={post.data} />
}

const fields = [
  'blogTitle',
  'blogCategories',
  'slug',
  'status',
  'excerpt',
  'featuredImage',
] as const

function valuesOf(post: BlogEdit): EditPostFormValues {
  return {
    blogTitle: post.blogTitle,
    blogCategories: [...post.blogCategories],
    slug: post.slug,
    status: post.status,
    // The editor shows this HTML: sanitised first, like any HTML from data.
    excerpt: sanitizeHtml(post.excerpt),
    featuredImage: post.featuredImage,
  }
}

function BlogEditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('blog')
  const savePost = useSavePost()
  const validate = schemaResolver(editPostFormSchema, { sync: true })
  const form = useForm<EditPostFormValues>({
    initialValues: valuesOf(post),
    validate: (values) => translateErrors(validate(values)),
  })
  useUnsavedChanges(form.isDirty())
  // The slug follows the title while it is still the title's own slug and nobody has typed in it.
  const [slugFollows, setSlugFollows] = useState(post.slug === slugify(post.blogTitle))
  // Remounts the uncontrolled editor and file field when the changes are discarded.
  const [revision, setRevision] = useState(0)

  const discard = () => {
    form.reset()
    setSlugFollows(form.getInitialValues().slug === slugify(form.getInitialValues().blogTitle))
    setRevision((value) => value + 1)
  }

  const submit = form.onSubmit((values) =>
    savePost.mutate({ id: post.id, ...values } as SaveBlogPostRequest, {
      onSuccess: ({ post: saved }) => {
        notifications.show({ color: 'green', message: t('edit.saved') })
        form.setInitialValues(valuesOf(saved))
        form.setValues(valuesOf(saved))
        form.resetDirty(valuesOf(saved))
      },
      onError: (error) =>
        showServerError(error, { setFieldError: form.setFieldError, fieldOf: fieldIn(fields) }),
    }),
  )

  return (
    <>
      <PageTitle title={t('edit.pageTitle', { title: post.blogTitle })} />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={post.userFullName} src={post.avatar} size={48} radius="md" />
          <div>
            <Title order={1} size="h3">
              {t('edit.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('edit.by', { name: post.userFullName })}
            </Text>
          </div>
        </Group>
        <ButtonLink
          to="/pages/blog/detail/$id"
          params={{ id: post.id }}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('edit.view')}
        </ButtonLink>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate aria-label={t('edit.title')}>
          <Stack gap="md">
            <TextInput
              label={t('edit.postTitle')}
              required
              maxLength={120}
              {...form.getInputProps('blogTitle')}
              onChange={(event) => {
                const title = event.currentTarget.value
                form.setFieldValue('blogTitle', title)
                if (slugFollows) form.setFieldValue('slug', slugify(title))
              }}
            />
            <TextInput
              label={t('edit.slug')}
              required
              maxLength={80}
              description={t('edit.slugHint')}
              {...form.getInputProps('slug')}
              onChange={(event) => {
                setSlugFollows(false)
                form.setFieldValue('slug', event.currentTarget.value)
              }}
            />
            <Checkbox.Group
              label={t('edit.categories')}
              required
              {...form.getInputProps('blogCategories')}
            >
              <Group gap="md" mt={6}>
                {blogCategories.map((category) => (
                  <Checkbox key={category} value={category} label={t(`categories.${category}`)} />
                ))}
              </Group>
            </Checkbox.Group>
            <NativeSelect
              label={t('edit.status')}
              data={blogStatuses.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              }))}
              {...form.getInputProps('status')}
            />
            <RichTextField
              key={`excerpt-${String(revision)}`}
              label={t('edit.excerpt')}
              value={form.values.excerpt}
              onChange={(html) => form.setFieldValue('excerpt', html)}
              error={form.errors.excerpt as string | undefined}
              minHeight={120}
            />
            <FeaturedImageField
              key={`image-${String(revision)}`}
              value={form.values.featuredImage}
              error={form.errors.featuredImage as string | undefined}
              onChange={(dataUrl) => {
                form.setFieldValue('featuredImage', dataUrl)
                form.clearFieldError('featuredImage')
              }}
              onError={(message) => form.setFieldError('featuredImage', message)}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={discard} disabled={!form.isDirty()}>
                {t('edit.discard')}
              </Button>
              <Button type="submit" loading={savePost.isPending}>
                {t('edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  )
}
