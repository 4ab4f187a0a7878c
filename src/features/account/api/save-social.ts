import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountSettingsSchema, type AccountSocial } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** `POST /account-setting/social` (an addition to SPEC): answers every section as saved. */
export function saveSocial(social: AccountSocial) {
  return apiRequest('/account-setting/social', {
    method: 'POST',
    body: social,
    schema: accountSettingsSchema,
  })
}

export function useSaveSocial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'save-social'],
    mutationFn: saveSocial,
    // The answer is the saved state: no need to ask for it again.
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved),
  })
}
