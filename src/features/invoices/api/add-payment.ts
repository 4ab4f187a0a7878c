import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceResponseSchema, type AddPaymentRequest } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `POST /apps/invoice/add-payment`: takes the amount off the balance. */
export function addPayment(payment: AddPaymentRequest) {
  return apiRequest('/apps/invoice/add-payment', {
    method: 'POST',
    body: payment,
    schema: invoiceResponseSchema,
  })
}

export function useAddPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'add-payment'],
    // The forms show what went wrong on their fields, so no toast.
    meta: { silent: true },
    mutationFn: addPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesRootKey }),
  })
}
