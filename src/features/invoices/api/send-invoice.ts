import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceResponseSchema, type SendInvoiceRequest } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `POST /apps/invoice/send-invoice`: a Draft or Downloaded invoice becomes Sent. */
export function sendInvoice(message: SendInvoiceRequest) {
  return apiRequest('/apps/invoice/send-invoice', {
    method: 'POST',
    body: message,
    schema: invoiceResponseSchema,
  })
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
