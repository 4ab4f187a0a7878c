import { RecordNotFound } from '@/components/record-not-found'

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
    <RecordNotFound
      title={title}
      message="There are no posts yet."
      back={{ to: '/pages/blog/list', label: 'Go to the blog' }}
    />
  )
}
