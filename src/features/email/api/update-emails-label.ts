import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailEndpoints, type UpdateEmailsLabelRequest } from '@/contract/email'
import { api } from '@/lib/api-client'
import { emailKeys } from './get-emails'

export function updateEmailsLabel(body: UpdateEmailsLabelRequest) {
  return api(emailEndpoints.updateEmailsLabel, { body })
}

/** Toggles a label on each mail: added where absent, removed where present. */
export function useUpdateEmailsLabel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...emailKeys.all, 'update-label'],
    mutationFn: updateEmailsLabel,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
