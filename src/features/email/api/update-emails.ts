import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updatedEmailsResponseSchema, type UpdateEmailsRequest } from '@/contract/email'
import { apiRequest } from '@/lib/api-client'
import { emailKeys } from './get-emails'

export function updateEmails(body: UpdateEmailsRequest) {
  return apiRequest('/apps/email/update-emails', {
    method: 'POST',
    body,
    schema: updatedEmailsResponseSchema,
  })
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
