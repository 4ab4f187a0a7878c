import { Anchor, Paper, Text, ThemeIcon, Title } from '@mantine/core'
import { IconArticleOff } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'

/** An id that names no post (mistyped, an old link): say so and lead back to the list. */
export function BlogNotFound() {
  return (
    <>
      <PageTitle title="Post not found" />
      <Paper withBorder p="xl" ta="center">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" mb="sm">
          <IconArticleOff size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3" mb="xs">
          Post not found
        </Title>
        <Text c="dimmed">
          This post does not exist or its address is wrong.{' '}
          <Anchor component={Link} to="/pages/blog/list">
            Back to the blog
          </Anchor>
        </Text>
      </Paper>
    </>
  )
}

/** The `$id` of a blog page as a number; undefined when it is not a valid id. */
export function parsePostId(id: string): number | undefined {
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : undefined
}

/** The address of a post's detail or edit page. */
export function postHref(page: 'detail' | 'edit', id: number): string {
  return `/pages/blog/${page}/${String(id)}`
}
