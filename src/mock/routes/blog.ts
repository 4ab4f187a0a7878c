import { Hono } from 'hono/tiny'
import {
  addBlogCommentRequestSchema,
  blogCategories,
  blogIdQuerySchema,
  blogListQuerySchema,
  blogSlugTakenMessage,
  saveBlogPostRequestSchema,
  type BlogEdit,
  type BlogListItem,
} from '@/contract/blog'
import { requireAbility, type MockEnv } from '../auth'
import { fail, notFound, readBody, readQuery } from '../http'
import { blogCommentsTable, blogPostsTable, type BlogRecord } from '../fixtures/blog'

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
}

/**
 * An HTML excerpt as plain text, for the list (which shows no markup) and for
 * search. Never parsed as HTML: tags are dropped as text.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Newest first: by the day posted, then the highest id. */
const newestFirst = (a: BlogRecord, b: BlogRecord) =>
  b.blogPosted.localeCompare(a.blogPosted) || b.id - a.id

function listItem(post: BlogRecord, comments: number): BlogListItem {
  return {
    id: post.id,
    title: post.title,
    img: post.img,
    avatar: post.avatar,
    userFullName: post.userFullName,
    blogPosted: post.blogPosted,
    tags: post.tags,
    excerpt: plainText(post.excerpt),
    comment: comments,
    status: post.status,
    slug: post.slug,
  }
}

function editShape(post: BlogRecord): BlogEdit {
  return {
    id: post.id,
    blogTitle: post.title,
    blogCategories: post.tags,
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.img,
    userFullName: post.userFullName,
    avatar: post.avatar,
  }
}

export const blogRoutes = new Hono<MockEnv>()
  .get('/blog/list/data', requireAbility('read', 'Page'), (c) => {
    const { page, perPage, q, category } = readQuery(c, blogListQuerySchema)
    const comments = c.var.db.table(blogCommentsTable).all()
    const needle = q?.trim().toLowerCase() ?? ''
    const matching = [...c.var.db.table(blogPostsTable).all()]
      .filter(
        (post) =>
          (!category || post.tags.includes(category)) &&
          (!needle ||
            post.title.toLowerCase().includes(needle) ||
            plainText(post.excerpt).toLowerCase().includes(needle)),
      )
      .sort(newestFirst)
    const start = (page - 1) * perPage
    return c.json({
      posts: matching
        .slice(start, start + perPage)
        .map((post) =>
          listItem(post, comments.filter((comment) => comment.postId === post.id).length),
        ),
      total: matching.length,
    })
  })
  .get('/blog/list/data/sidebar', requireAbility('read', 'Page'), (c) => {
    const posts = c.var.db.table(blogPostsTable).all()
    return c.json({
      recentPosts: [...posts]
        .sort(newestFirst)
        .slice(0, 4)
        .map(({ id, title, img, blogPosted }) => ({ id, title, img, blogPosted })),
      categories: blogCategories.map((category) => ({
        category,
        count: posts.filter((post) => post.tags.includes(category)).length,
      })),
    })
  })
  .get('/blog/list/data/detail', requireAbility('read', 'Page'), (c) => {
    const { id } = readQuery(c, blogIdQuerySchema)
    const post = c.var.db.table(blogPostsTable).get(id)
    if (!post) notFound('Post')
    const comments = c.var.db
      .table(blogCommentsTable)
      .all()
      .filter((comment) => comment.postId === id)
    return c.json({ post, comments })
  })
  .get('/blog/list/data/edit', requireAbility('read', 'Page'), (c) => {
    const { id } = readQuery(c, blogIdQuerySchema)
    const post = c.var.db.table(blogPostsTable).get(id)
    if (!post) notFound('Post')
    return c.json({ post: editShape(post) })
  })
  .post('/blog/list/data/edit', requireAbility('update', 'Page'), async (c) => {
    const { id, blogTitle, blogCategories, featuredImage, ...rest } = await readBody(
      c,
      saveBlogPostRequestSchema,
    )
    const posts = c.var.db.table(blogPostsTable)
    if (!posts.get(id)) notFound('Post')
    if (posts.find((post) => post.id !== id && post.slug === rest.slug))
      fail(409, { error: { slug: blogSlugTakenMessage } })
    const saved = posts.update(id, {
      ...rest,
      title: blogTitle,
      tags: blogCategories,
      img: featuredImage,
    })
    if (!saved) notFound('Post')
    return c.json({ post: editShape(saved) })
  })
  .post('/blog/list/data/comments', requireAbility('create', 'Page'), async (c) => {
    const { postId, name, comment } = await readBody(c, addBlogCommentRequestSchema)
    if (!c.var.db.table(blogPostsTable).get(postId)) notFound('Post')
    const account = c.var.account
    const created = c.var.db.table(blogCommentsTable).insert({
      postId,
      userFullName: name ?? account.fullName,
      // Someone else's name gets no picture: the account's would be someone else's face.
      avatar: name === undefined ? account.avatar : '',
      comment,
      commentedAt: new Date().toISOString(),
    })
    return c.json({ comment: created }, 201)
  })
