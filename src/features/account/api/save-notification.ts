import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountSettingsSchema, type AccountNotification } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** `POST /account-setting/notification` (an addition to SPEC): answers every section as saved. */
export function saveNotification(notification: AccountNotification) {
  return apiRequest('/account-setting/notification', {
    method: 'POST',
    body: notification,
    schema: accountSettingsSchema,
  })
}

export function useSaveNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'save-notification'],
    mutationFn: saveNotification,
    // The answer is the saved state: no need to ask for it again.
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved),
  })
}
