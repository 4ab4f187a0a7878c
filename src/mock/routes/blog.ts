import {
  blogCategories,
  blogEndpoints,
  blogSlugTakenMessage,
  type BlogEdit,
  type BlogListItem,
} from '@/contract/blog'
import { requireAbility } from '../auth'
import { fail, notFound } from '../http'
import { plainText } from '../plain-text'
import { mockRoutes, route } from '../route'
import { blogCommentsTable, blogPostsTable, type BlogRecord } from '../fixtures/blog'

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

const {
  listBlogPosts,
  getBlogSidebar,
  getBlogPost,
  getBlogPostEdit,
  saveBlogPost,
  addBlogComment,
} = blogEndpoints

export const blogRoutes = mockRoutes(
  route(listBlogPosts, requireAbility('read', 'Page'), (c, { query }) => {
    const { page, perPage, q, category } = query
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
  }),
  route(getBlogSidebar, requireAbility('read', 'Page'), (c) => {
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
  }),
  route(getBlogPost, requireAbility('read', 'Page'), (c, { query: { id } }) => {
    const post = c.var.db.table(blogPostsTable).get(id)
    if (!post) notFound('Post')
    const comments = c.var.db
      .table(blogCommentsTable)
      .all()
      .filter((comment) => comment.postId === id)
    return c.json({ post, comments })
  }),
  route(getBlogPostEdit, requireAbility('read', 'Page'), (c, { query: { id } }) => {
    const post = c.var.db.table(blogPostsTable).get(id)
    if (!post) notFound('Post')
    return c.json({ post: editShape(post) })
  }),
  route(saveBlogPost, requireAbility('update', 'Page'), (c, { body }) => {
    const { id, blogTitle, blogCategories, featuredImage, ...rest } = body
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
  }),
  route(
    addBlogComment,
    requireAbility('create', 'Page'),
    (c, { body: { postId, name, comment } }) => {
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
    },
  ),
)
