import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invoiceEndpoints, type SetInvoiceStatusRequest } from '@/contract/invoices'
import { api } from '@/lib/api-client'
import { invoicesRootKey } from './get-invoices'

/** Gives the invoices a status; paid and partly paid ones keep theirs, unless made Paid. */
export function setInvoiceStatus(request: SetInvoiceStatusRequest) {
  return api(invoiceEndpoints.setInvoiceStatus, { body: request })
}

export function useSetInvoiceStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['invoices', 'set-status'],
    mutationFn: setInvoiceStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicesRootKey }),
  })
}
