import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailEndpoints, type UpdateEmailsRequest } from '@/contract/email'
import { api } from '@/lib/api-client'
import { emailKeys } from './get-emails'

export function updateEmails(body: UpdateEmailsRequest) {
  return api(emailEndpoints.updateEmails, { body })
}

/** Stars, marks read or moves mails; every list, badge and open mail then shows the change. */
export function useUpdateEmails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...emailKeys.all, 'update'],
    mutationFn: updateEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
