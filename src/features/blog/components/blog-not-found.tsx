import { Paper, Text, Title } from '@mantine/core'
import { PageTitle } from '@/components/page-title'
import { RecordNotFound } from '@/components/record-not-found'
import { AnchorLink } from '@/components/router-links'

/** An id that names no post (mistyped, an old link): the blog post routes' not-found page. */
export function BlogNotFound() {
  return (
    <RecordNotFound
      title="Post not found"
      message="This post does not exist or its address is wrong."
      back={{ to: '/pages/blog/list', label: 'Back to the blog' }}
    />
  )
}

/** The menu's Detail or Edit (no id) when there is no post at all. */
export function NoPosts({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Paper withBorder p="xl" ta="center">
        <Title order={1} size="h3" mb="xs">
          {title}
        </Title>
        <Text c="dimmed">
          There are no posts yet. <AnchorLink to="/pages/blog/list">Go to the blog</AnchorLink>
        </Text>
      </Paper>
    </>
  )
}
