import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type AddPaymentRequest } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** Takes the amount off the balance. */
export function addPayment(payment: AddPaymentRequest) {
  return api(invoiceEndpoints.addPayment, { body: payment })
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
