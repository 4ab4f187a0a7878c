import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceResponseSchema } from '@/contract/invoices'
import { apiRequest } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** `DELETE /apps/invoice/delete?id=`: removes the invoice for good. */
export function deleteInvoice(id: number) {
  return apiRequest('/apps/invoice/delete', {
    method: 'DELETE',
    query: { id },
    schema: invoiceResponseSchema,
  })
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
