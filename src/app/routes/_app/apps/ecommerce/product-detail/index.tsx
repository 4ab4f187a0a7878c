import { createFileRoute, redirect } from '@tanstack/react-router'
import { firstProductSlug } from '@/features/ecommerce/api/get-products'
import { NoProducts } from '@/features/ecommerce/components/product-not-found'
import { redirectToFirst } from '../../../../../record-route'

/** The menu's "Details" link carries no product: the shop's first (featured) product. */
export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  staticData: { ns: ['ecommerce'] },
  loader: ({ context }) =>
    redirectToFirst(
      () => firstProductSlug(context.queryClient),
      (slug) =>
        redirect({ to: '/apps/ecommerce/product-detail/$slug', params: { slug }, replace: true }),
    ),
  component: NoProducts,
})
