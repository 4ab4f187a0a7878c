import { RecordNotFound } from '@/components/record-not-found'

/** A slug that names no product (mistyped, an old link): the product route's not-found page. */
export function ProductNotFound() {
  return (
    <RecordNotFound
      title="Product not found"
      message="There is no product at this address."
      back={{ to: '/apps/ecommerce/shop', label: 'Back to the shop' }}
    />
  )
}

/** The menu's Details (no product) when the shop has no product at all. */
export function NoProducts() {
  return (
    <RecordNotFound
      title="The shop has no products"
      message="There is no product to show."
      back={{ to: '/apps/ecommerce/shop', label: 'Back to the shop' }}
    />
  )
}
