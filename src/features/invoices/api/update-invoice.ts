import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceResponseSchema, type InvoiceUpdate } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `POST /apps/invoice/update-invoice`: the whole editable invoice. */
export function updateInvoice(invoice: InvoiceUpdate) {
  return apiRequest('/apps/invoice/update-invoice', {
    method: 'POST',
    body: { invoice },
    schema: invoiceResponseSchema,
  })
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'update-invoice'],
    // The forms show what went wrong on their fields, so no toast.
    meta: { silent: true },
    mutationFn: updateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesRootKey }),
  })
}
