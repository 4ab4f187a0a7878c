import { z } from 'zod/mini'

/** SPEC section 3, "Blog": the sidebar's five categories (a post's tags are its categories). */
export const blogCategories = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const
export const blogCategorySchema = z.enum(blogCategories)
export type BlogCategory = z.infer<typeof blogCategorySchema>

/** A post's publishing state (the edit page's "status"). */
export const blogStatuses = ['Published', 'Pending', 'Draft'] as const
export const blogStatusSchema = z.enum(blogStatuses)
export type BlogStatus = z.infer<typeof blogStatusSchema>

/** Page sizes of `listBlogPosts`: the list shows 6 cards a page. */
export const BLOG_PER_PAGE = 6
export const BLOG_MAX_PER_PAGE = 50
