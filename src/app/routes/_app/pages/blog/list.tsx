import { createFileRoute } from '@tanstack/react-router'
import { postsQueryOptions } from '@/features/blog/api/get-posts'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import {
  blogListQuery,
  blogListSearchSchema,
  cleanBlogListSearch,
  type BlogListSearch,
} from '@/features/blog/search'
import { loadListOnChange } from '../../../../list-route'
import { useSearchPatch } from '../../../../use-search-patch'

/** The rows of a state of the list's address: what its loader waits for. */
const rows = (search: BlogListSearch) => postsQueryOptions(blogListQuery(search))

export const Route = createFileRoute('/_app/pages/blog/list')({
  validateSearch: blogListSearchSchema,
  staticData: { ns: ['blog'] },
  loaderDeps: ({ search }) => blogListQuery(search),
  loader: ({ cause, deps, context: { queryClient } }) =>
    loadListOnChange(cause, queryClient, postsQueryOptions(deps)),
  component: BlogListRoute,
})

function BlogListRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<BlogListSearch>(Route, cleanBlogListSearch, rows)
  return <BlogListPage search={search} onSearchChange={onSearchChange} />
}
