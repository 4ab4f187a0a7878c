import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailEndpoints, type SendEmailRequest } from '@/contract/email'
import { api } from '@/lib/api-client'
import { emailKeys } from './get-emails'

export function sendEmail(body: SendEmailRequest) {
  return api(emailEndpoints.sendEmail, { body })
}

/** Sends a mail (it lands in Sent), or saves it as a draft. */
export function useSendEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...emailKeys.all, 'send'],
    mutationFn: sendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  })
}
