import { useMutation, useQueryClient } from '@tanstack/react-query'
import { settleEach } from '@/lib/settle-each'
import { deleteInvoice } from './delete-invoice'
import { invoicesRootKey } from './get-invoices'

/**
 * Deletes the selected invoices, each through the call for one invoice (docs/decisions.md):
 * every delete is tried; the answer says which ids went and which failed.
 */
export function useDeleteInvoices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'delete-invoices'],
    mutationFn: (ids: readonly number[]) => settleEach(ids, deleteInvoice),
    onSuccess: ({ done }) => {
      for (const id of done)
        queryClient.removeQueries({ queryKey: [...invoicesRootKey, 'detail', id] })
      return queryClient.invalidateQueries({ queryKey: invoicesRootKey })
    },
  })
}
