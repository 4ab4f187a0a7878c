import { createFileRoute, useRouter } from '@tanstack/react-router'
import { ShopPage } from '@/features/ecommerce/components/shop-page'
import { shopSearchSchema, type ShopSearch } from '@/features/ecommerce/search'
import { requireAbility } from '../../../../guards'

export const Route = createFileRoute('/_app/apps/ecommerce/shop')({
  validateSearch: shopSearchSchema,
  beforeLoad: requireAbility('read', 'Ecommerce'),
  component: ShopRoute,
})

function ShopRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const onSearchChange = (patch: Partial<ShopSearch>, options?: { replace?: boolean }) => {
    // The search box applies its text after a pause: if a product was opened meanwhile, stay there.
    if (router.latestLocation.pathname !== Route.fullPath) return
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
  }
  return <ShopPage search={search} onSearchChange={onSearchChange} />
}
