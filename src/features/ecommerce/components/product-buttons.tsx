import '@/components/styles/full-styles'
import { ActionIcon, Button, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import type { Product } from '@/contract/ecommerce'
import { translateMessage } from '@/lib/messages'
import { useAddToCart } from '../api/add-to-cart'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'

/**
 * A card's main action fills the rest of its row, and goes to a line of its own rather than
 * shrinking when its label is longer than the row has room for (German, French, Portuguese).
 */
export const actionGrow = '1 0 auto'

/** A refused change of the cart or the wishlist, said in a red toast. */
export const failed = (error: Error) =>
  notifications.show({ color: 'red', message: translateMessage(error.message) })

/** Adds the product to the wishlist, or takes it off (a toggle, so undone by a second press). */
export function WishlistToggle({
  product,
}: {
  product: Pick<Product, 'id' | 'name' | 'isInWishlist'>
}) {
  const { t } = useTranslation('ecommerce')
  const add = useAddToWishlist()
  const remove = useRemoveFromWishlist()
  const label = t(product.isInWishlist ? 'product.removeFromWishlist' : 'product.addToWishlist', {
    name: product.name,
  })
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label={label}
        aria-pressed={product.isInWishlist}
        loading={add.isPending || remove.isPending}
        onClick={() => {
          if (product.isInWishlist) remove.mutate(product.id, { onError: failed })
          else add.mutate(product.id, { onError: failed })
        }}
      >
        {product.isInWishlist ? (
          <IconHeartFilled size={18} aria-hidden />
        ) : (
          <IconHeart size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  )
}

/** "Add to cart", or "View in cart" once the product is there. */
export function CartButton({
  product,
  grow,
  onAdded,
}: {
  product: Pick<Product, 'id' | 'name' | 'isInCart'>
  /** Fills the rest of a card's row of actions (see `ProductCard`). */
  grow?: boolean
  onAdded?: () => void
}) {
  const { t } = useTranslation('ecommerce')
  const add = useAddToCart()
  if (product.isInCart)
    return (
      <Button
        component={Link}
        to="/apps/ecommerce/checkout"
        variant="light"
        flex={grow ? actionGrow : undefined}
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        aria-label={t('product.viewNameInCart', { name: product.name })}
      >
        {t('product.viewInCart')}
      </Button>
    )
  return (
    <Button
      flex={grow ? actionGrow : undefined}
      loading={add.isPending}
      leftSection={<IconShoppingCart size={16} aria-hidden />}
      aria-label={t('product.addNameToCart', { name: product.name })}
      onClick={() =>
        add.mutate(product.id, {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: t('product.added', { name: product.name }),
            })
            onAdded?.()
          },
          onError: failed,
        })
      }
    >
      {t('product.addToCart')}
    </Button>
  )
}
