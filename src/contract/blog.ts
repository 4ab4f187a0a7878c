import { z } from 'zod/mini'
import {
  BLOG_MAX_PER_PAGE,
  BLOG_PER_PAGE,
  blogCategorySchema,
  blogStatusSchema,
} from './blog-values'
import { endpoints } from './endpoint'
import type { Examples } from './example'

// Kept in their own module so the blog's URL schema stays small (route search schemas load with the app's entry).
export {
  BLOG_MAX_PER_PAGE,
  BLOG_PER_PAGE,
  blogCategories,
  blogCategorySchema,
  blogStatuses,
  blogStatusSchema,
  type BlogCategory,
  type BlogStatus,
} from './blog-values'

const id = z.number().check(z.int(), z.positive())
const count = z.number().check(z.int(), z.nonnegative())
/** A day, `YYYY-MM-DD`. */
const day = z.iso.date()

/** A featured image may be at most this big (the file, before base64). */
export const BLOG_IMAGE_MAX_BYTES = 1024 * 1024
/** The image types a featured image may have (no SVG: it can carry script). */
export const blogImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/**
 * A featured image: a picture of the site (`/images/…`) or an uploaded one,
 * kept as a base64 data URL (the mock has no file store).
 */
export const blogImageSchema = z
  .string()
  .check(
    z.maxLength(Math.ceil((BLOG_IMAGE_MAX_BYTES * 4) / 3) + 64, 'The image is larger than 1 MB'),
    z.regex(
      /^(\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)|data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2})$/,
      'Choose a PNG, JPEG, WebP or GIF image',
    ),
  )

/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const blogSlugSchema = z
  .string()
  .check(
    z.minLength(1, 'Enter a slug'),
    z.maxLength(80, 'Use at most 80 characters'),
    z.regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'Use lower-case letters and digits, with single hyphens between words',
    ),
  )

/** The slug a title gives: "Crème brûlée, our way!" → "creme-brulee-our-way". */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '')
}

/** The fields the edit page changes. */
export const blogEditFields = {
  blogTitle: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(120)),
  blogCategories: z.array(blogCategorySchema).check(
    z.minLength(1, 'Choose at least one category'),
    z.refine((list) => new Set(list).size === list.length, 'Choose each category once'),
  ),
  slug: blogSlugSchema,
  status: blogStatusSchema,
  /** HTML from the rich-text editor: shown only sanitised. */
  excerpt: z.string().check(z.trim(), z.minLength(1, 'Write an excerpt'), z.maxLength(5000)),
  featuredImage: blogImageSchema,
}

/** SPEC section 3, "List item"; `tags` are the post's categories, `comment` how many comments it has. */
export const blogListItemSchema = z.object({
  id,
  title: z.string(),
  img: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  blogPosted: day,
  tags: z.array(blogCategorySchema),
  /** The excerpt as plain text (the list shows no markup). */
  excerpt: z.string(),
  comment: count,
  status: blogStatusSchema,
  slug: z.string(),
})
export type BlogListItem = z.infer<typeof blogListItemSchema>

/** `listBlogPosts` query: every parameter optional; unknown keys are ignored. */
export const blogListQuerySchema = z.object({
  /** Case-insensitive substring of the title or the excerpt's text. */
  q: z.optional(z.string().check(z.maxLength(200))),
  category: z.optional(blogCategorySchema),
  perPage: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(BLOG_MAX_PER_PAGE)),
    BLOG_PER_PAGE,
  ),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
})
export type BlogListQuery = Partial<z.infer<typeof blogListQuerySchema>>

export const blogListResponseSchema = z.object({
  posts: z.array(blogListItemSchema),
  /** How many posts match, over every page. */
  total: count,
})
export type BlogListResponse = z.infer<typeof blogListResponseSchema>

/** `getBlogSidebar`: the newest posts, and every category with its post count. */
export const blogSidebarResponseSchema = z.object({
  recentPosts: z.array(z.object({ id, title: z.string(), img: z.string(), blogPosted: day })),
  categories: z.array(z.object({ category: blogCategorySchema, count })),
})
export type BlogSidebar = z.infer<typeof blogSidebarResponseSchema>

/** A comment on a post: plain text. */
export const blogCommentSchema = z.object({
  id,
  postId: id,
  userFullName: z.string(),
  avatar: z.string(),
  comment: z.string(),
  /** ISO date-time. */
  commentedAt: z.string(),
})
export type BlogComment = z.infer<typeof blogCommentSchema>

/** One post as the detail page shows it: `excerpt` and `content` are HTML (shown only sanitised). */
export const blogPostSchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  img: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  blogPosted: day,
  tags: z.array(blogCategorySchema),
  status: blogStatusSchema,
  excerpt: z.string(),
  content: z.string(),
})
export type BlogPost = z.infer<typeof blogPostSchema>

/** `getBlogPost`. */
export const blogDetailResponseSchema = z.object({
  post: blogPostSchema,
  /** Oldest first. */
  comments: z.array(blogCommentSchema),
})
export type BlogDetail = z.infer<typeof blogDetailResponseSchema>

/** `?id=` of detail and edit. */
export const blogIdQuerySchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
})

/** The edit page's shape, with the post's id and author for its header. */
export const blogEditSchema = z.object({
  id,
  blogTitle: z.string(),
  blogCategories: z.array(blogCategorySchema),
  slug: z.string(),
  status: blogStatusSchema,
  excerpt: z.string(),
  featuredImage: z.string(),
  userFullName: z.string(),
  avatar: z.string(),
})
export type BlogEdit = z.infer<typeof blogEditSchema>

/** `getBlogPostEdit` and the answer of a save. */
export const blogEditResponseSchema = z.object({ post: blogEditSchema })

/** `saveBlogPost`: the whole editable post. */
export const saveBlogPostRequestSchema = z.strictObject({ id, ...blogEditFields })
export type SaveBlogPostRequest = z.input<typeof saveBlogPostRequestSchema>

/** The message of a slug another post has. */
export const blogSlugTakenMessage = 'Another post already uses this slug'

/** `addBlogComment`. Without `name`, the account's name. */
export const addBlogCommentRequestSchema = z.strictObject({
  postId: id,
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(80))),
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a comment'),
      z.maxLength(1000, 'Use at most 1000 characters'),
    ),
})
export type AddBlogCommentRequest = z.input<typeof addBlogCommentRequestSchema>

export const blogCommentResponseSchema = z.object({ comment: blogCommentSchema })

export const blogEndpoints = endpoints('Blog', {
  listBlogPosts: {
    method: 'get',
    path: '/blog/list/data',
    summary: 'Blog posts, searched and paged',
    query: blogListQuerySchema,
    response: blogListResponseSchema,
  },
  getBlogSidebar: {
    method: 'get',
    path: '/blog/list/data/sidebar',
    summary: 'Recent posts and categories',
    response: blogSidebarResponseSchema,
  },
  getBlogPost: {
    method: 'get',
    path: '/blog/list/data/detail',
    summary: 'One post with its comments',
    query: blogIdQuerySchema,
    response: blogDetailResponseSchema,
    errors: [404],
  },
  getBlogPostEdit: {
    method: 'get',
    path: '/blog/list/data/edit',
    summary: 'A post as the editor shows it',
    query: blogIdQuerySchema,
    response: blogEditResponseSchema,
    errors: [404],
  },
  saveBlogPost: {
    method: 'post',
    path: '/blog/list/data/edit',
    summary: 'Save a post',
    body: saveBlogPostRequestSchema,
    response: blogEditResponseSchema,
    errors: [404, 409],
  },
  addBlogComment: {
    method: 'post',
    path: '/blog/list/data/comments',
    summary: 'Comment on a post',
    body: addBlogCommentRequestSchema,
    response: blogCommentResponseSchema,
    status: 201,
    errors: [404],
  },
})

/** A valid call of each endpoint (src/contract/example.ts); `saveBlogPost` needs a stored post. */
export const blogExamples = {
  listBlogPosts: {
    query: { q: 'risotto', category: 'Food', perPage: 6, page: 1 },
    free: ['q'],
  },
  getBlogSidebar: {},
  getBlogPost: { query: { id: 4 } },
  getBlogPostEdit: { query: { id: 1 } },
  addBlogComment: { body: { postId: 1, name: 'Ada', comment: 'Lovely' } },
} satisfies Examples<typeof blogEndpoints>
