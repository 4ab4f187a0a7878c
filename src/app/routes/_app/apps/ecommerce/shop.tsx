import { createFileRoute } from '@tanstack/react-router'
import { ShopPage } from '@/features/ecommerce/components/shop-page'
import { shopSearchSchema, type ShopSearch } from '@/features/ecommerce/search'
import { useSearchState } from '../../../../use-search-state'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  staticData: { ns: ['ecommerce'] },
  component: ShopRoute,
})

function ShopRoute() {
  const [search, onSearchChange] = useSearchState<ShopSearch>(Route)
  return <ShopPage search={search} onSearchChange={onSearchChange} />
}
