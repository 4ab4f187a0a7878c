import { createFileRoute } from '@tanstack/react-router'
import { productQueryOptions } from '@/features/ecommerce/api/get-product'
import { ProductDetailPage } from '@/features/ecommerce/components/product-detail-page'
import { ProductNotFound } from '@/features/ecommerce/components/product-not-found'
import { parsePathSlug } from '../../../../../path-slug'
import { loadRecord } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  // Not even slug-shaped: not found, without asking the back end.
  params: { parse: ({ slug }) => ({ slug: parsePathSlug(slug, { slug }) }) },
  staticData: { ns: ['ecommerce'] },
  loader: ({ context: { queryClient }, params: { slug } }) =>
    loadRecord(queryClient, productQueryOptions(slug), { slug }),
  notFoundComponent: ProductNotFound,
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { slug } = Route.useParams()
  // Keyed, so another product starts with its own colour and quantity.
  return <ProductDetailPage key={slug} slug={slug} />
}
