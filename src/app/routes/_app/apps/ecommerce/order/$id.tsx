import { createFileRoute } from '@tanstack/react-router'
import { orderQueryOptions } from '@/features/ecommerce/api/get-order'
import { OrderNotFound } from '@/features/ecommerce/components/order-not-found'
import { OrderPage } from '@/features/ecommerce/components/order-page'
import { loadRecord, recordIdParams } from '../../../../../record-route'

export const Route = createFileRoute('/_app/apps/ecommerce/order/$id')({
  params: recordIdParams,
  staticData: { ns: ['ecommerce'] },
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadRecord(queryClient, orderQueryOptions(id), { id }),
  notFoundComponent: OrderNotFound,
  component: OrderRoute,
})

function OrderRoute() {
  const { id } = Route.useParams()
  return <OrderPage id={id} />
}
