import type { NotFoundRouteProps } from '@tanstack/react-router'
import { RecordNotFound } from '@/components/record-not-found'

/** An order id no order has (mistyped, an old link): the order route's not-found page. */
export function OrderNotFound({ data }: NotFoundRouteProps) {
  const id = (data as { id?: number } | undefined)?.id
  return (
    <RecordNotFound
      title="Order not found"
      message={`${id === undefined ? 'This order' : `Order #${String(id)}`} does not exist.`}
      back={{ to: '/apps/ecommerce/shop', label: 'Back to the shop' }}
    />
  )
}

/** The menu's order link before any order is placed. */
export function NoOrders() {
  return (
    <RecordNotFound
      title="No orders yet"
      message="There is no order to show."
      back={{ to: '/apps/ecommerce/shop', label: 'Back to the shop' }}
    />
  )
}
