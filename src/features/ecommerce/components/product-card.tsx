import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { AnchorLink } from '@/components/router-links'
import type { Product } from '@/contract/ecommerce'
import { formatMoney } from '@/lib/format'
import { RatingStars } from './rating-stars'
import classes from './shop.module.css'

/** One product in the shop, the wishlist or the related products, as a card or a list row. */
export function ProductCard({
  product,
  layout = 'grid',
  actions,
}: {
  product: Product
  layout?: 'grid' | 'list'
  actions: ReactNode
}) {
  const { t } = useTranslation('ecommerce')
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={product.name}
      className={layout === 'list' ? `${classes.card} ${classes.listCard}` : classes.card}
    >
      <Image
        src={product.image}
        alt=""
        h={layout === 'list' ? 140 : 160}
        w={layout === 'list' ? 140 : undefined}
        fit="contain"
        radius="sm"
      />
      <Stack gap={6} className={classes.cardBody}>
        <Group justify="space-between" wrap="nowrap">
          <RatingStars rating={product.rating} />
          <Text fw={700}>{formatMoney(product.price)}</Text>
        </Group>
        <AnchorLink
          to="/apps/ecommerce/product-detail/$slug"
          params={{ slug: product.slug }}
          fw={600}
          className={classes.productLink}
          dir="auto"
        >
          {product.name}
        </AnchorLink>
        <Text size="sm" c="dimmed">
          <Trans
            t={t}
            i18nKey="product.byBrandCategory"
            values={{ brand: product.brand, category: t(`categoryNames.${product.category}`) }}
            components={{ brand: <bdi /> }}
          />
        </Text>
        {layout === 'list' && (
          <Text size="sm" lineClamp={2} dir="auto">
            {product.description}
          </Text>
        )}
        {product.hasFreeShipping && (
          <Badge variant="light" color="green" w="fit-content">
            {t('product.freeShipping')}
          </Badge>
        )}
        <Group gap="xs" mt="auto">
          {actions}
        </Group>
      </Stack>
    </Card>
  )
}
