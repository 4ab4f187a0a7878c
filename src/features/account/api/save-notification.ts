import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountEndpoints, type AccountNotification } from '@/contract/account'
import { api } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** An addition to SPEC: answers every section as saved. */
export function saveNotification(notification: AccountNotification) {
  return api(accountEndpoints['saveAccount-notification'], { body: notification })
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
