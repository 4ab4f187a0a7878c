import { z } from 'zod/mini'
import { blogEditFields } from '@/contract/blog'

/** The edit page's form: the same rules as the back end's. */
export const editPostFormSchema = z.object(blogEditFields)

export interface EditPostFormValues {
  blogTitle: string
  blogCategories: string[]
  slug: string
  status: string
  /** HTML from the rich-text editor. */
  excerpt: string
  /** A site picture's address or an uploaded image's data URL. */
  featuredImage: string
}
