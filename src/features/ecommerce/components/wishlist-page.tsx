import { Alert, Anchor, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShoppingCart, IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import type { Product } from '@/contract/ecommerce'
import { useAddToCart } from '../api/add-to-cart'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { actionGrow, failed } from './product-buttons'
import { ProductCard } from './product-card'

/** The wished-for products, each movable to the cart or removable (with undo). */
export function WishlistPage() {
  const { t } = useTranslation('ecommerce')
  const wishlist = useWishlist()
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('wishlist.title')}
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
        <Alert variant="light" title={t('wishlist.empty')}>
          <Text size="sm">
            {t('wishlist.emptyHint')}{' '}
            <Anchor component={Link} to="/apps/ecommerce/shop">
              {t('wishlist.browse')}
            </Anchor>
          </Text>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="list" aria-label={t('wishlist.title')}>
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
  const { t } = useTranslation('ecommerce')
  const addToCart = useAddToCart()
  const remove = useRemoveFromWishlist()
  const restore = useAddToWishlist()
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('product.removeFromWishlist', { name: product.name })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(product.id, {
            onSuccess: () => {
              const id = `wishlist-undo-${String(product.id)}`
              notifications.show({
                id,
                message: (
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{t('wishlist.removed', { name: product.name })}</Text>
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => {
                        notifications.hide(id)
                        restore.mutate(product.id, { onError: failed })
                      }}
                    >
                      {t('wishlist.undo')}
                    </Button>
                  </Stack>
                ),
              })
            },
            onError: failed,
          })
        }
      >
        {t('wishlist.remove')}
      </Button>
      <Button
        flex={actionGrow}
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        aria-label={t('wishlist.moveName', { name: product.name })}
        loading={addToCart.isPending || remove.isPending}
        onClick={() =>
          addToCart.mutate(product.id, {
            onSuccess: () =>
              remove.mutate(product.id, {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: t('wishlist.moved', { name: product.name }),
                  }),
                onError: failed,
              }),
            onError: failed,
          })
        }
      >
        {t('wishlist.move')}
      </Button>
    </>
  )
}
