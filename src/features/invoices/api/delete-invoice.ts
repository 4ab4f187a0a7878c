import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** Removes the invoice for good. */
export function deleteInvoice(id: number) {
  return api(invoiceEndpoints.deleteInvoice, { query: { id } })
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'delete-invoice'],
    mutationFn: deleteInvoice,
    onSuccess: (_data, id) => {
      // The deleted invoice's own query would only refetch into a 404.
      queryClient.removeQueries({ queryKey: [...invoicesRootKey, 'detail', id] })
      return queryClient.invalidateQueries({ queryKey: invoicesRootKey })
    },
  })
}
