import { createFileRoute } from '@tanstack/react-router'
import { ShopPage } from '@/features/ecommerce/components/shop-page'
import { shopSearchSchema, type ShopSearch } from '@/features/ecommerce/search'
import { useSearchPatch } from '../../../../use-search-patch'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  staticData: { ns: ['ecommerce'] },
  component: ShopRoute,
})

function ShopRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<ShopSearch>(Route)
  return <ShopPage search={search} onSearchChange={onSearchChange} />
}
