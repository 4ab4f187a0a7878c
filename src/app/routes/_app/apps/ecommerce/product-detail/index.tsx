import { createFileRoute } from '@tanstack/react-router'
import { FirstProductRedirect } from '@/features/ecommerce/components/first-product-redirect'
import { requireAbility } from '../../../../../guards'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  beforeLoad: requireAbility('read', 'Ecommerce'),
  component: FirstProductRedirect,
})
