import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountSettingsSchema } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'

/** Everything the Account settings page has loaded: what a save updates. */
export const accountQueryKey = ['account'] as const

/** `GET /account-setting/data`: the signed-in account's settings, every section. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...accountQueryKey, 'settings'],
    queryFn: ({ signal }) =>
      apiRequest('/account-setting/data', { schema: accountSettingsSchema, signal }),
  })

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions())
}
