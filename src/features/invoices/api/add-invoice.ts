import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceResponseSchema, type InvoiceDraft } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `POST /apps/invoice/add-invoice`: a new Draft; the server computes its total. */
export function addInvoice(invoice: InvoiceDraft) {
  return apiRequest('/apps/invoice/add-invoice', {
    method: 'POST',
    body: { invoice },
    schema: invoiceResponseSchema,
  })
}

export function useAddInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'add-invoice'],
    // The forms show what went wrong on their fields, so no toast.
    meta: { silent: true },
    mutationFn: addInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesRootKey }),
  })
}
