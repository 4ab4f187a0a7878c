import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type InvoiceUpdate } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** Saves the whole editable invoice. */
export function updateInvoice(invoice: InvoiceUpdate) {
  return api(invoiceEndpoints.updateInvoice, { body: { invoice } })
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
