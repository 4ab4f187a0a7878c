import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'

/** An order id no order has (mistyped, an old link): the order route's not-found page. */
export function OrderNotFound({ data }: NotFoundRouteProps) {
  const { t } = useTranslation('ecommerce')
  const id = (data as { id?: number } | undefined)?.id
  return (
    <RecordNotFound
      title={t('notFound.order')}
      message={
        id === undefined ? t('notFound.thisOrderMessage') : t('notFound.orderMessage', { id })
      }
      back={{ to: '/apps/ecommerce/shop', label: t('notFound.back') }}
    />
  )
}

/** The menu's order link before any order is placed. */
export function NoOrders() {
  const { t } = useTranslation('ecommerce')
  return (
    <RecordNotFound
      title={t('notFound.noOrders')}
      message={t('notFound.noOrdersMessage')}
      back={{ to: '/apps/ecommerce/shop', label: t('notFound.back') }}
    />
  )
}
