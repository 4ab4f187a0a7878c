// The URL state of the blog list. Route search schemas load with the app's entry, so this
// module imports nothing heavier than zod and the enum values.
import { z } from 'zod/mini'
import { blogCategorySchema } from '@/contract/blog-values'

/**
 * The blog list's URL state (`?q=&category=&page=`). A value that does not
 * parse is dropped, so a hand-edited address never breaks the page.
 */
export const blogListSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  category: z.catch(z.optional(blogCategorySchema), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
})
export type BlogListSearch = z.infer<typeof blogListSearchSchema>

/** Keeps the URL clean: an empty search and the first page are left out. */
export function cleanBlogListSearch(search: BlogListSearch): BlogListSearch {
  return {
    ...search,
    q: search.q?.trim() ? search.q : undefined,
    page: search.page === 1 ? undefined : search.page,
  }
}
