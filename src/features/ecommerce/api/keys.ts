/** Every query of the shop (products, wishlist, cart): what a change invalidates. */
export const ecommerceRootKey = ['ecommerce'] as const
