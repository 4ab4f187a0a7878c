import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/pricing/components/pricing-page'
import { pricingSearchSchema, type Billing } from '@/features/pricing/search'

export const Route = createFileRoute('/_app/pages/pricing')({
  validateSearch: pricingSearchSchema,
  staticData: { ns: ['pricing'] },
  component: PricingRoute,
})

function PricingRoute() {
  const { billing } = Route.useSearch()
  const navigate = Route.useNavigate()
  // Monthly is the default, so it is left out of the address.
  const onBillingChange = (next: Billing) =>
    void navigate({ search: { billing: next === 'monthly' ? undefined : next }, replace: true })
  return <PricingPage billing={billing ?? 'monthly'} onBillingChange={onBillingChange} />
}
