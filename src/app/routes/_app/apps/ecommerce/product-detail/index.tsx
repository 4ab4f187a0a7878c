import { createFileRoute } from '@tanstack/react-router'
import { FirstProductRedirect } from '@/features/ecommerce/components/first-product-redirect'

export const Route = createFileRoute('/_app/apps/ecommerce/product-detail/')({
  component: FirstProductRedirect,
})
