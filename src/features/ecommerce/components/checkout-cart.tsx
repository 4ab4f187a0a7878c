import '@/components/styles/full-styles'
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconTrash } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { AnchorLink } from '@/components/router-links'
import { CART_QTY_MAX, type CartLine, type OrderTotals } from '@/contract/ecommerce'
import { useAddToCart } from '../api/add-to-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { useUpdateCartQty } from '../api/update-cart-qty'
import { formatDay, formatMoney } from '@/lib/format'
import { failed } from './product-buttons'
import { RatingStars } from './rating-stars'

/** The checkout's first step: the cart lines, each with its quantity, offers, discount and delivery. */
export function CheckoutCartLines({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('ecommerce')
  if (!lines.length)
    return (
      <Alert variant="light" title={t('cart.empty')}>
        <Anchor component={Link} to="/apps/ecommerce/shop" size="sm">
          {t('cart.browse')}
        </Anchor>
      </Alert>
    )
  return (
    <Stack role="list" aria-label={t('cart.title')}>
      {lines.map((line) => (
        <CartLineCard key={line.id} line={line} />
      ))}
    </Stack>
  )
}

function CartLineCard({ line }: { line: CartLine }) {
  const { t } = useTranslation('ecommerce')
  const { product } = line
  const setQty = useUpdateCartQty()
  const remove = useRemoveFromCart()
  const add = useAddToCart()
  const [draft, setDraft] = useState<number | string>(line.qty)
  const amount = Number(draft)
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= CART_QTY_MAX
  const undo = (id: string) => {
    notifications.hide(id)
    add.mutate(product.id, {
      onSuccess: () => {
        if (line.qty > 1)
          setQty.mutate({ productId: product.id, qty: line.qty }, { onError: failed })
      },
      onError: failed,
    })
  }
  return (
    <Card withBorder radius="md" role="listitem" aria-label={product.name}>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Image src={product.image} alt="" w={96} h={96} fit="contain" />
        <Stack gap={6} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <AnchorLink
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            fw={600}
            dir="auto"
          >
            {product.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="cart.byBrand"
              values={{ brand: product.brand }}
              components={{ brand: <bdi /> }}
            />
          </Text>
          <RatingStars rating={product.rating} size={14} />
          <Text size="sm">{t('cart.deliveryBy', { date: formatDay(line.shippingDate) })}</Text>
          <Group gap="xs">
            <Badge color="green" variant="light">
              {t('cart.off', { percent: line.discountPercentage })}
            </Badge>
            <Badge color="blue" variant="light">
              {t('cart.offers', { count: line.offers })}
            </Badge>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end" style={{ flex: '0 0 auto' }}>
          <Text fw={700}>{formatMoney(product.price * line.qty)}</Text>
          <NumberInput
            label={t('cart.quantity')}
            aria-label={t('cart.quantityOf', { name: product.name })}
            w={120}
            min={1}
            max={CART_QTY_MAX}
            allowDecimal={false}
            value={draft}
            error={valid ? undefined : t('cart.quantityRange', { max: CART_QTY_MAX })}
            onChange={(value) => {
              setDraft(value)
              const next = Number(value)
              if (Number.isInteger(next) && next >= 1 && next <= CART_QTY_MAX && next !== line.qty)
                setQty.mutate({ productId: product.id, qty: next }, { onError: failed })
            }}
          />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('cart.removeName', { name: product.name })}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () => {
                  const id = `cart-undo-${String(product.id)}`
                  notifications.show({
                    id,
                    message: (
                      <Stack gap={4} align="flex-start">
                        <Text size="sm">{t('cart.removed', { name: product.name })}</Text>
                        <Button size="compact-xs" variant="light" onClick={() => undo(id)}>
                          {t('cart.undo')}
                        </Button>
                      </Stack>
                    ),
                  })
                },
                onError: failed,
              })
            }
          >
            {t('cart.remove')}
          </Button>
        </Stack>
      </Group>
    </Card>
  )
}

/** An order's price details: beside every step of the checkout, and on a placed order. */
export function PriceDetails({ subtotal, discount, total }: OrderTotals) {
  const { t } = useTranslation('ecommerce')
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="price-details">
      <Stack gap="xs">
        <Title order={2} size="h5" id="price-details">
          {t('priceDetails.title')}
        </Title>
        <Group justify="space-between">
          <Text size="sm">{t('priceDetails.subtotal')}</Text>
          <Text size="sm">
            <bdi>{formatMoney(subtotal)}</bdi>
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('priceDetails.discount')}</Text>
          <Text size="sm">
            <bdi>−{formatMoney(discount)}</bdi>
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('priceDetails.delivery')}</Text>
          <Text size="sm">{t('priceDetails.free')}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('priceDetails.total')}</Text>
          <Text fw={700} data-testid="order-total">
            <bdi>{formatMoney(total)}</bdi>
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
