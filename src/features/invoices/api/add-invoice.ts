import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type InvoiceDraft } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** A new Draft; the server computes its total. */
export function addInvoice(invoice: InvoiceDraft) {
  return api(invoiceEndpoints.addInvoice, { body: { invoice } })
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
