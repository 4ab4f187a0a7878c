import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'

/** A slug that names no product (mistyped, an old link): the product route's not-found page. */
export function ProductNotFound() {
  const { t } = useTranslation('ecommerce')
  return (
    <RecordNotFound
      title={t('notFound.product')}
      message={t('notFound.productMessage')}
      back={{ to: '/apps/ecommerce/shop', label: t('notFound.back') }}
    />
  )
}

/** The menu's Details (no product) when the shop has no product at all. */
export function NoProducts() {
  const { t } = useTranslation('ecommerce')
  return (
    <RecordNotFound
      title={t('notFound.noProducts')}
      message={t('notFound.noProductsMessage')}
      back={{ to: '/apps/ecommerce/shop', label: t('notFound.back') }}
    />
  )
}
