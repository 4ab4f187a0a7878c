import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@/features/blog/components/blog-list-page'
import {
  blogListSearchSchema,
  cleanBlogListSearch,
  type BlogListSearch,
} from '@/features/blog/search'
import { useSearchPatch } from '../../../../use-search-patch'

export const Route = createFileRoute('/_app/pages/blog/list')({
  validateSearch: blogListSearchSchema,
  staticData: { ns: ['blog'] },
  component: BlogListRoute,
})

function BlogListRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<BlogListSearch>(Route, cleanBlogListSearch)
  return <BlogListPage search={search} onSearchChange={onSearchChange} />
}
