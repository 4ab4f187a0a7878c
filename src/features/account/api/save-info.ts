import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountSettingsSchema, type AccountInfo } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** `POST /account-setting/info` (an addition to SPEC): answers every section as saved. */
export function saveInfo(info: AccountInfo) {
  return apiRequest('/account-setting/info', {
    method: 'POST',
    body: info,
    schema: accountSettingsSchema,
  })
}

export function useSaveInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'save-info'],
    mutationFn: saveInfo,
    // The answer is the saved state: no need to ask for it again.
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved),
  })
}
