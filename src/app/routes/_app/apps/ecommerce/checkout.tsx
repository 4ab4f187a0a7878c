import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/ecommerce/components/checkout-page'
import { checkoutSearchSchema, type CheckoutSearch } from '@/features/ecommerce/search'

export const Route = createFileRoute('/_app/apps/ecommerce/checkout')({
  validateSearch: checkoutSearchSchema,
  staticData: { ns: ['ecommerce'] },
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onStepChange = (step: CheckoutSearch['step']) => void navigate({ search: { step } })
  const onPlaced = (id: number) =>
    void navigate({ to: '/apps/ecommerce/order/$id', params: { id } })
  return <CheckoutPage search={search} onStepChange={onStepChange} onPlaced={onPlaced} />
}
