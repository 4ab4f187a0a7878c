import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountEndpoints, type AccountInfo } from '@/contract/account'
import { api } from '@/lib/api-client'
import { accountSettingsQueryOptions } from './get-account-settings'

/** An addition to SPEC: answers every section as saved. */
export function saveInfo(info: AccountInfo) {
  return api(accountEndpoints['saveAccount-info'], { body: info })
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
