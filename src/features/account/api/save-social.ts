import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountEndpoints, type AccountSocial } from '@/contract/account'
import { api } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** An addition to SPEC: answers every section as saved. */
export function saveSocial(social: AccountSocial) {
  return api(accountEndpoints['saveAccount-social'], { body: social })
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
