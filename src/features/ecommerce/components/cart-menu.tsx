import { Button, Group, Image, Stack, Text } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { useCurrentAbility } from '@/lib/ability'
import { useAuthUser } from '@/lib/session'
import { cartQueryOptions, useCart } from '../api/get-cart'
import { formatMoney } from '@/lib/format'
import { HeaderPopover } from '@/components/layout/header-popover'
import classes from './cart-menu.module.css'

/**
 * The navbar's cart: the count from sign-in (`extras.eCommerceCartItemsCount`)
 * until the cart itself has loaded, then the cart's lines, kept fresh by every
 * change (they all invalidate the shop's queries). The cart is fetched only once
 * it is wanted (the menu opened, or a shop page, where it can change), so other
 * pages do not load the shop's mock and catalogue for a count they already have. Its words
 * are the shell's (`cart.*`): it is on every page, where the shop's namespace is not loaded.
 */
export function CartMenu() {
  const { t } = useTranslation()
  const user = useAuthUser()
  const canShop = useCurrentAbility().can('read', 'Ecommerce')
  const inShop = useRouterState({
    select: (state) => state.location.pathname.startsWith('/apps/ecommerce/'),
  })
  const [opened, setOpened] = useState(false)
  const titleId = useId()
  const loaded = useQueryClient().getQueryState(cartQueryOptions().queryKey)?.data !== undefined
  const cart = useCart({ enabled: canShop && (inShop || opened || loaded) })
  if (!canShop) return null
  const lines = cart.data?.items
  const count = lines ? lines.length : (user?.extras.eCommerceCartItemsCount ?? 0)
  const label = t('cart.button', { count })
  const total = lines?.reduce((sum, line) => sum + line.product.price * line.qty, 0) ?? 0

  const badge = count > 0 && (
    <span className={classes.badge} aria-hidden data-testid="cart-count">
      {count > 99 ? '99+' : count}
    </span>
  )

  return (
    <HeaderPopover
      icon={IconShoppingCart}
      label={label}
      hint={t('cart.title')}
      badge={badge}
      opened={opened}
      onChange={setOpened}
    >
      {/* Named by its title, not by the button (whose label counts the items), as Mantine would. */}
      {(Popover) => (
        <Popover.Dropdown aria-labelledby={titleId} p="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700} size="sm" id={titleId}>
                {t('cart.heading')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('cart.items', { count })}
              </Text>
            </Group>
            {!lines ? (
              <Text size="sm" c="dimmed">
                {cart.isError ? t('cart.loadError') : t('cart.loading')}
              </Text>
            ) : lines.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" p="sm">
                {t('cart.empty')}
              </Text>
            ) : (
              <ul className={classes.list}>
                {lines.slice(0, 5).map((line) => (
                  <li key={line.id} className={classes.item}>
                    <Image src={line.product.image} alt="" w={40} h={40} fit="contain" />
                    <div className={classes.itemText}>
                      <Text size="sm" fw={600} lineClamp={1} dir="auto">
                        {line.product.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('cart.line', {
                          qty: line.qty,
                          amount: formatMoney(line.product.price * line.qty),
                        })}
                      </Text>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {lines && lines.length > 0 && (
              <>
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {t('cart.total')}
                  </Text>
                  <Text size="sm" fw={700}>
                    {formatMoney(total)}
                  </Text>
                </Group>
                <Button
                  component={Link}
                  to="/apps/ecommerce/checkout"
                  size="xs"
                  onClick={() => setOpened(false)}
                >
                  {t('cart.checkout')}
                </Button>
              </>
            )}
          </Stack>
        </Popover.Dropdown>
      )}
    </HeaderPopover>
  )
}
