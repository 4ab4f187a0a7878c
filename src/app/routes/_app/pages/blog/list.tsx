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
import { useSearchState } from '../../../../use-search-state'

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
  const [search, onSearchChange] = useSearchState<BlogListSearch>(Route, cleanBlogListSearch, rows)
  return <BlogListPage search={search} onSearchChange={onSearchChange} />
}
