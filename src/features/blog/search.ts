// The URL state of the blog list. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
// Each schema is built when its route first reads an address (`z.lazy`), not while the entry runs.
import { z } from 'zod/mini'
import { BLOG_PER_PAGE, blogCategorySchema } from '@/contract/blog-values'
import type { BlogListQuery } from '@/contract/blog'

/**
 * The blog list's URL state (`?q=&category=&page=`). A value that does not
 * parse is dropped, so a hand-edited address never breaks the page.
 */
export const blogListSearchSchema = z.lazy(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
    category: z.catch(z.optional(blogCategorySchema), undefined),
    page: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  }),
)
export type BlogListSearch = z.infer<typeof blogListSearchSchema>

/** The `listBlogPosts` query of a list address: what the page shows and its route loads. */
export function blogListQuery({ q, category, page = 1 }: BlogListSearch): BlogListQuery {
  return { q, category, page, perPage: BLOG_PER_PAGE }
}

/** Keeps the URL clean: an empty search and the first page are left out. */
export function cleanBlogListSearch(search: BlogListSearch): BlogListSearch {
  return {
    ...search,
    q: search.q?.trim() ? search.q : undefined,
    page: search.page === 1 ? undefined : search.page,
  }
}
