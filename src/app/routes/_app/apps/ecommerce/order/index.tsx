import { createFileRoute, redirect } from '@tanstack/react-router'
import { newestOrderId } from '@/features/ecommerce/api/get-order'
import { NoOrders } from '@/features/ecommerce/components/order-not-found'
import { redirectToFirst } from '../../../../../record-route'

/** The menu's order link carries no id: the newest order. */
export const Route = createFileRoute('/_app/apps/ecommerce/order/')({
  staticData: { ns: ['ecommerce'] },
  loader: ({ context }) =>
    redirectToFirst(
      () => newestOrderId(context.queryClient),
      (id) => redirect({ to: '/apps/ecommerce/order/$id', params: { id }, replace: true }),
    ),
  component: NoOrders,
})
