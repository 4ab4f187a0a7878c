import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendEmailResponseSchema, type SendEmailRequest } from '@/contract/email'
import { apiRequest } from '@/lib/api-client'
import { emailKeys } from './get-emails'

export function sendEmail(body: SendEmailRequest) {
  return apiRequest('/apps/email/send-email', {
    method: 'POST',
    body,
    schema: sendEmailResponseSchema,
  })
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
