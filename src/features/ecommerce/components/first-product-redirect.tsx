import { Alert, Anchor, Center, Loader } from '@mantine/core'
import { Link, Navigate } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { useProducts } from '../api/get-products'

/** The menu's "Details" link carries no product: it opens the shop's first (featured) product. */
export function FirstProductRedirect() {
  const first = useProducts({ perPage: 1 })
  if (first.isError)
    return (
      <>
        <PageTitle title="Product details" />
        <QueryError error={first.error} onRetry={() => void first.refetch()} />
      </>
    )
  const product = first.data?.products[0]
  if (product)
    return (
      <Navigate to="/apps/ecommerce/product-detail/$slug" params={{ slug: product.slug }} replace />
    )
  return (
    <>
      <PageTitle title="Product details" />
      {first.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the product" />
        </Center>
      ) : (
        <Alert variant="light" title="The shop has no products">
          <Anchor component={Link} to="/apps/ecommerce/shop">
            Back to the shop
          </Anchor>
        </Alert>
      )}
    </>
  )
}
