import { z } from 'zod/mini'

/** SPEC section 7: the product list's orders (featured is id descending). */
export const productSorts = ['featured', 'price-asc', 'price-desc'] as const
export const productSortSchema = z.enum(productSorts)
export type ProductSort = z.infer<typeof productSortSchema>

/** The product categories of the sample shop (not in SPEC: added for the category filter). */
export const productCategories = [
  'Cookware',
  'Appliances',
  'Tableware',
  'Glassware',
  'Cutlery',
  'Storage',
] as const
export const productCategorySchema = z.enum(productCategories)
export type ProductCategory = z.infer<typeof productCategorySchema>

/** Products are listed 9 to a page unless another size is asked for. */
export const PRODUCTS_PER_PAGE = 9
export const PRODUCTS_PER_PAGE_MAX = 100
/** The most of one product a cart line may hold. */
export const CART_QTY_MAX = 10
