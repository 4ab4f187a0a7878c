import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'

/** The navbar search shows at most this many results per group. */
export const SEARCH_RESULTS_PER_GROUP = 4

const id = z.number().check(z.int(), z.positive())

/**
 * A page of the app as the search and the bookmarks offer it. `target` is the
 * page's key in the app's navigation, `icon` a Tabler icon name (e.g.
 * `smart-home`), `link` the page's path.
 */
export const bookmarkPageSchema = z.object({
  id,
  target: z.string().check(z.minLength(1)),
  isBookmarked: z.boolean(),
  title: z.string().check(z.minLength(1)),
  icon: z.string().check(z.minLength(1)),
  link: z.string().check(z.startsWith('/')),
})
export type BookmarkPage = z.infer<typeof bookmarkPageSchema>

/** What kind of file a search result is, for its icon. */
export const searchFileKinds = ['pdf', 'doc', 'xls', 'img', 'zip', 'txt'] as const

/** A file in the search (SPEC section 2: title, by, size, file). `file` is its kind. */
export const searchFileSchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  file: z.enum(searchFileKinds),
})
export type SearchFile = z.infer<typeof searchFileSchema>

/**
 * A contact in the search (SPEC section 2: title, email, img, date). `title`
 * is the name, `img` a picture address ('' for none: the initials are shown),
 * `date` the day of the last contact (YYYY-MM-DD).
 */
export const searchContactSchema = z.object({
  title: z.string(),
  email: z.email(),
  img: z.string(),
  date: z.iso.date(),
})
export type SearchContact = z.infer<typeof searchContactSchema>

const group = <T extends string, S extends z.ZodMiniType>(groupTitle: T, item: S) =>
  z.object({
    groupTitle: z.literal(groupTitle),
    /** How many of the group's matches to show (4). */
    searchLimit: z.number().check(z.int(), z.positive()),
    data: z.array(item),
  })

export const searchPagesGroupSchema = group('Pages', bookmarkPageSchema)
export const searchFilesGroupSchema = group('Files', searchFileSchema)
export const searchContactsGroupSchema = group('Contacts', searchContactSchema)

/** `getMainSearch`: the three groups, always in this order. */
export const mainSearchResponseSchema = z.object({
  searchArr: z.tuple([searchPagesGroupSchema, searchFilesGroupSchema, searchContactsGroupSchema]),
})
export type MainSearchResponse = z.infer<typeof mainSearchResponseSchema>

/** `getBookmarks`: pages to suggest, and the bookmarked pages. */
export const bookmarksResponseSchema = z.object({
  suggestions: z.array(bookmarkPageSchema),
  bookmarks: z.array(bookmarkPageSchema),
})
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>

/** `toggleBookmark`: toggles the page's bookmark. */
export const bookmarkUpdateRequestSchema = z.strictObject({ id })
export type BookmarkUpdateRequest = z.infer<typeof bookmarkUpdateRequestSchema>

export const bookmarkUpdateResponseSchema = z.object({ page: bookmarkPageSchema })
export type BookmarkUpdateResponse = z.infer<typeof bookmarkUpdateResponseSchema>

/** An autocomplete item: `rank` is the dish's popularity (1 = most ordered). */
export const autocompleteItemSchema = z.object({
  id,
  title: z.string().check(z.minLength(1)),
  rank: z.number().check(z.int(), z.positive()),
})
export type AutocompleteItem = z.infer<typeof autocompleteItemSchema>

/** `getAutocomplete`. */
export const autocompleteResponseSchema = z.object({
  autoComplete: z.array(autocompleteItemSchema),
})
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>

export const searchEndpoints = endpoints('Search', {
  getMainSearch: {
    method: 'get',
    path: '/api/main-search/data',
    summary: 'Pages, files and contacts to search',
    response: mainSearchResponseSchema,
  },
  getBookmarks: {
    method: 'get',
    path: '/api/bookmarks/data',
    summary: 'Bookmarked and suggested pages',
    response: bookmarksResponseSchema,
  },
  toggleBookmark: {
    method: 'post',
    path: '/api/bookmarks/update',
    summary: 'Bookmark a page or remove its bookmark',
    body: bookmarkUpdateRequestSchema,
    response: bookmarkUpdateResponseSchema,
    errors: [404],
  },
  getAutocomplete: {
    method: 'get',
    path: '/api/autocomplete/data',
    summary: 'Autocomplete suggestions',
    response: autocompleteResponseSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const searchExamples = {
  getMainSearch: {},
  getBookmarks: {},
  toggleBookmark: { body: { id: 1 } },
  getAutocomplete: {},
} satisfies Examples<typeof searchEndpoints>
