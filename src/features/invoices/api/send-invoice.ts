import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type SendInvoiceRequest } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** A Draft or Downloaded invoice becomes Sent. */
export function sendInvoice(message: SendInvoiceRequest) {
  return api(invoiceEndpoints.sendInvoice, { body: message })
}

export function useSendInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'send-invoice'],
    // The forms show what went wrong on their fields, so no toast.
    meta: { silent: true },
    mutationFn: sendInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesRootKey }),
  })
}
