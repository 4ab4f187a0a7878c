import { ActionIcon, Button, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { Product } from '@/contract/ecommerce'
import { useAddToCart } from '../api/add-to-cart'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'

const failed = (error: Error) => notifications.show({ color: 'red', message: error.message })

/** Adds the product to the wishlist, or takes it off (a toggle, so undone by a second press). */
export function WishlistToggle({
  product,
}: {
  product: Pick<Product, 'id' | 'name' | 'isInWishlist'>
}) {
  const add = useAddToWishlist()
  const remove = useRemoveFromWishlist()
  const label = product.isInWishlist
    ? `Remove ${product.name} from wishlist`
    : `Add ${product.name} to wishlist`
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
  fullWidth,
  onAdded,
}: {
  product: Pick<Product, 'id' | 'name' | 'isInCart'>
  fullWidth?: boolean
  onAdded?: () => void
}) {
  const add = useAddToCart()
  if (product.isInCart)
    return (
      <Button
        component={Link}
        to="/apps/ecommerce/checkout"
        variant="light"
        fullWidth={fullWidth}
        leftSection={<IconShoppingCart size={16} aria-hidden />}
        aria-label={`View ${product.name} in cart`}
      >
        View in cart
      </Button>
    )
  return (
    <Button
      fullWidth={fullWidth}
      loading={add.isPending}
      leftSection={<IconShoppingCart size={16} aria-hidden />}
      aria-label={`Add ${product.name} to cart`}
      onClick={() =>
        add.mutate(product.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: `${product.name} added to the cart` })
            onAdded?.()
          },
          onError: failed,
        })
      }
    >
      Add to cart
    </Button>
  )
}
