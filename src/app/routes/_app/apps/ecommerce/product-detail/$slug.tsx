import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailPage } from '@/features/ecommerce/components/product-detail-page'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/$slug')({
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { slug } = Route.useParams()
  // Keyed, so another product starts with its own colour and quantity.
  return <ProductDetailPage key={slug} slug={slug} />
}
