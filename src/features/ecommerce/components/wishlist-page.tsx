import { Alert, Anchor, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShoppingCart, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { QueryError } from '@/components/query-error'
import type { Product } from '@/contract/ecommerce'
import { useAddToCart } from '../api/add-to-cart'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { ProductCard } from './product-card'

/** The wished-for products, each movable to the cart or removable (with undo). */
export function WishlistPage() {
  const wishlist = useWishlist()
  return (
    <Stack>
      <Title order={1} size="h3">
        Wishlist
      </Title>
      {wishlist.isError ? (
        <QueryError error={wishlist.error} onRetry={() => void wishlist.refetch()} />
      ) : !wishlist.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : wishlist.data.products.length === 0 ? (
        <Alert variant="light" title="Your wishlist is empty">
          <Text size="sm">
            Tap the heart on a product to keep it here.{' '}
            <Anchor component={Link} to="/apps/ecommerce/shop">
              Browse the shop
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list" aria-label="Wishlist">
          {wishlist.data.products.map((product) => (
            <div role="listitem" key={product.id}>
              <ProductCard product={product} actions={<WishlistActions product={product} />} />
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

function WishlistActions({ product }: { product: Product }) {
  const addToCart = useAddToCart()
  const remove = useRemoveFromWishlist()
  const restore = useAddToWishlist()
  const failed = (error: Error) => notifications.show({ color: 'red', message: error.message })
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={`Remove ${product.name} from wishlist`}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              const id = `wishlist-undo-${String(product.id)}`
              notifications.show({
                id,
                message: (
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{product.name} removed from the wishlist</Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => {
                        notifications.hide(id)
                        restore.mutate(product.id, { onError: failed })
                      }}
                    >
                      Undo
                    </Button>
                  </Stack>
                ),
              })
            },
            onError: failed,
          })
        }
      >
        Remove
      </Button>
      <Button
        flex={1}
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        aria-label={`Move ${product.name} to cart`}
        loading={addToCart.isPending || remove.isPending}
        onClick={() =>
          addToCart.mutate(product.id, {
            onSuccess: () =>
              remove.mutate(product.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: `${product.name} moved to the cart`,
                  }),
                onError: failed,
              }),
            onError: failed,
          })
        }
      >
        Move to cart
      </Button>
    </>
  )
}
