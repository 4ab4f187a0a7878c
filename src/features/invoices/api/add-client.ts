import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type InvoiceClient } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { clientsQueryOptions } from './get-clients'

/** A new client to bill; a name already taken is refused (409). */
export function addClient(client: InvoiceClient) {
  return api(invoiceEndpoints.addInvoiceClient, { body: { client } })
}

export function useAddClient() {
  const queryClient = useQueryClient()
  const { queryKey } = clientsQueryOptions()
  return useMutation({
    mutationKey: ['invoices', 'add-client'],
    // The form shows what went wrong on its fields, so no toast.
    meta: { silent: true },
    mutationFn: addClient,
    onSuccess: ({ client }) => {
      // Offered at once, so the form can pick them; the refetch puts them in their place.
      queryClient.setQueryData(queryKey, (data) => data && { clients: [...data.clients, client] })
      void queryClient.invalidateQueries({ queryKey })
    },
  })
}
