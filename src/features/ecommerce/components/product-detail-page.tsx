import '@/components/styles/full-styles'
import {
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Divider,
  Grid,
  Group,
  Image,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { CART_QTY_MAX, type ProductDetail } from '@/contract/ecommerce'
import { useAddToCart } from '../api/add-to-cart'
import { useProduct } from '../api/get-product'
import { useProducts } from '../api/get-products'
import { useUpdateCartQty } from '../api/update-cart-qty'
import { formatMoney } from '@/lib/format'
import { CartButton, failed, WishlistToggle } from './product-buttons'
import { ProductCard } from './product-card'
import { RatingStars } from './rating-stars'

const colorVars: Record<ProductDetail['colorOptions'][number], string> = {
  primary: 'var(--mantine-color-blue-6)',
  success: 'var(--mantine-color-green-6)',
  warning: 'var(--mantine-color-orange-6)',
  danger: 'var(--mantine-color-red-6)',
  info: 'var(--mantine-color-cyan-6)',
}

/** One product: pictures, price, rating, colours, quantity, cart and wishlist, related products. */
export function ProductDetailPage({ slug }: { slug: string }) {
  const { t } = useTranslation('ecommerce')
  const query = useProduct(slug)
  if (query.isError) {
    // Gone while open: the route's not-found page takes over.
    throwIfMissing(query.error, { slug })
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!query.data) return <Skeleton h={420} radius="md" aria-label={t('product.loading')} />
  return <ProductDetails product={query.data.product} />
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('ecommerce')
  const [color, setColor] = useState<string>(product.colorOptions[0] ?? 'primary')
  const [qty, setQty] = useState<number | string>(1)
  const add = useAddToCart()
  const setCartQty = useUpdateCartQty()
  const [adding, setAdding] = useState(false)
  const amount = typeof qty === 'number' ? qty : Number(qty)
  const qtyError =
    Number.isInteger(amount) && amount >= 1 && amount <= CART_QTY_MAX
      ? undefined
      : t('product.quantityRange', { max: CART_QTY_MAX })

  return (
    <Stack>
      <PageTitle title={product.name} />
      <Anchor component={Link} to="/apps/ecommerce/shop" size="sm">
        {t('product.back')}
      </Anchor>
      <Paper withBorder p="lg" radius="md">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Image src={product.image} alt={product.name} h={320} fit="contain" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={1} size="h3" dir="auto">
                {product.name}
              </Title>
              <Text size="sm" c="dimmed">
                <Trans
                  t={t}
                  i18nKey="product.byBrandCategory"
                  values={{
                    brand: product.brand,
                    category: t(`categoryNames.${product.category}`),
                  }}
                  components={{ brand: <bdi /> }}
                />
              </Text>
              <Group gap="md">
                <Text fw={700} size="xl">
                  {formatMoney(product.price)}
                </Text>
                <RatingStars rating={product.rating} />
              </Group>
              <Group gap="xs">
                <Text size="sm">{t('product.available')}</Text>
                <Badge color="green" variant="light">
                  {t('product.inStock')}
                </Badge>
                {product.hasFreeShipping && (
                  <Badge
                    color="green"
                    variant="light"
                    leftSection={<IconTruckDelivery size={14} aria-hidden />}
                  >
                    {t('product.freeShipping')}
                  </Badge>
                )}
              </Group>
              <Text dir="auto">{product.description}</Text>
              <Divider />
              <Radio.Group label={t('product.colour')} value={color} onChange={setColor}>
                <Group gap="md" mt={6}>
                  {product.colorOptions.map((option) => (
                    <Radio
                      key={option}
                      value={option}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <ColorSwatch color={colorVars[option]} size={16} aria-hidden />
                          <span>{t(`product.colours.${option}`)}</span>
                        </Group>
                      }
                    />
                  ))}
                </Group>
              </Radio.Group>
              {!product.isInCart && (
                <NumberInput
                  label={t('product.quantity')}
                  w={140}
                  min={1}
                  max={CART_QTY_MAX}
                  allowDecimal={false}
                  value={qty}
                  onChange={setQty}
                  error={qtyError}
                />
              )}
              <Group gap="sm">
                {product.isInCart ? (
                  <CartButton product={product} />
                ) : (
                  <Button
                    leftSection={<IconShoppingCart size={16} aria-hidden />}
                    loading={add.isPending || adding}
                    disabled={qtyError !== undefined}
                    onClick={() => {
                      setAdding(true)
                      add.mutate(product.id, {
                        onSuccess: async () => {
                          try {
                            if (amount > 1)
                              await setCartQty.mutateAsync({ productId: product.id, qty: amount })
                            notifications.show({
                              color: 'green',
                              message: t('product.added', { name: product.name }),
                            })
                          } finally {
                            setAdding(false)
                          }
                        },
                        onError: (error) => {
                          setAdding(false)
                          failed(error)
                        },
                      })
                    }}
                  >
                    {t('product.addToCart')}
                  </Button>
                )}
                <WishlistToggle product={product} />
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Paper>
      <RelatedProducts product={product} />
    </Stack>
  )
}

function RelatedProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('ecommerce')
  const related = useProducts({ categories: [product.category], perPage: 5 })
  const others = related.data?.products.filter((other) => other.id !== product.id).slice(0, 4)
  if (!others?.length) return null
  return (
    <Stack component="section" aria-labelledby="related-products">
      <Title order={2} size="h4" id="related-products">
        {t('product.related')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {others.map((other) => (
          <ProductCard
            key={other.id}
            product={other}
            actions={<CartButton product={other} grow />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
