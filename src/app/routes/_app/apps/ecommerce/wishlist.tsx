import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '@/features/ecommerce/components/wishlist-page'

export const Route = createFileRoute('/_app/apps/ecommerce/wishlist')({
  staticData: { ns: ['ecommerce'] },
  component: WishlistPage,
})
