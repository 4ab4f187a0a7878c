import { Alert } from '@mantine/core'
import { PageTitle } from '@/components/page-title'
import { RecordNotFound } from '@/components/record-not-found'
import { AnchorLink } from '@/components/router-links'

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
    <>
      <PageTitle title="Product details" />
      <Alert variant="light" title="The shop has no products">
        <AnchorLink to="/apps/ecommerce/shop">Back to the shop</AnchorLink>
      </Alert>
    </>
  )
}
