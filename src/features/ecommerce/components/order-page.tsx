import '@/components/styles/full-styles'
import { Grid, Group, Image, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { AnchorLink, ButtonLink } from '@/components/router-links'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import type { Order, OrderPayment } from '@/contract/ecommerce'
import { formatDayTime, formatMoney } from '@/lib/format'
import { useOrder } from '../api/get-order'
import { PriceDetails } from './checkout-cart'

/** How the order was paid, as a receipt names it: never more of a card than its last four digits. */
function paymentLabel(t: TFunction, payment: OrderPayment): string {
  if (payment.method === 'cash') return t('order.cash')
  const brand =
    payment.brand === undefined || payment.brand === 'Other' ? t('order.card') : payment.brand
  return t('order.cardEnding', { brand, last4: payment.last4 ?? '····' })
}

/** One placed order: its items, delivery address, payment and total; its address opens it again. */
export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation('ecommerce')
  const order = useOrder(id)
  const title = t('order.title', { id })

  if (order.isError) {
    throwIfMissing(order.error, { id })
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      </>
    )
  }

  const data = order.data?.order
  return (
    <Stack>
      <PageTitle title={title} />
      <div>
        <AnchorLink to="/apps/ecommerce/shop" size="sm" display="inline-flex">
          <IconArrowLeft size={16} aria-hidden style={{ marginInlineEnd: 4 }} />
          {t('order.shop')}
        </AnchorLink>
        <Title order={1} size="h3">
          {title}
        </Title>
        {data && (
          <Text c="dimmed" size="sm">
            {t('order.placedOn', { date: formatDayTime(data.placedAt) })}
          </Text>
        )}
      </div>
      {data ? (
        <OrderDetails order={data} />
      ) : (
        <Skeleton h={300} radius="md" role="status" aria-label={t('order.loading')} />
      )}
    </Stack>
  )
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('ecommerce')
  const { address } = order
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-items">
          <Title order={2} size="h5" id="order-items" mb="sm">
            {t('order.items')}
          </Title>
          <Table aria-labelledby="order-items" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('order.product')}</Table.Th>
                <Table.Th ta="end">{t('order.qty')}</Table.Th>
                <Table.Th ta="end">{t('order.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={item.productId}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Image src={item.image} alt="" w={48} h={48} fit="contain" />
                      <div>
                        <AnchorLink
                          to="/apps/ecommerce/product-detail/$slug"
                          params={{ slug: item.slug }}
                          size="sm"
                          fw={600}
                          dir="auto"
                        >
                          {item.name}
                        </AnchorLink>
                        <Text size="xs" c="dimmed">
                          <Trans
                            t={t}
                            i18nKey="order.each"
                            values={{
                              price: formatMoney(item.price),
                              percent: item.discountPercentage,
                            }}
                            components={{ bdi: <bdi /> }}
                          />
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end">{item.qty}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(item.price * item.qty)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-address">
            <Title order={2} size="h5" id="order-address" mb="xs">
              {t('order.address')}
            </Title>
            {[
              address.fullName,
              address.street,
              `${address.postcode} ${address.city}`,
              address.country,
            ].map((line, index) => (
              <Text key={String(index)} size="sm" fw={index === 0 ? 600 : undefined}>
                <bdi>{line}</bdi>
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              <bdi dir="ltr">{address.phone}</bdi>
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-payment">
            <Title order={2} size="h5" id="order-payment" mb="xs">
              {t('order.payment')}
            </Title>
            <Text size="sm">{paymentLabel(t, order.payment)}</Text>
          </Paper>
          <PriceDetails subtotal={order.subtotal} discount={order.discount} total={order.total} />
          <ButtonLink to="/apps/ecommerce/shop" variant="light">
            {t('order.continue')}
          </ButtonLink>
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
