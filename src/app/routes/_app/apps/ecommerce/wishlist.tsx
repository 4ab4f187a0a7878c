import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '@/features/ecommerce/components/wishlist-page'
import { requireAbility } from '../../../../guards'

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  beforeLoad: requireAbility('read', 'Ecommerce'),
  component: WishlistPage,
})
