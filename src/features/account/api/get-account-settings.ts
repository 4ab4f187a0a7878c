import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountEndpoints } from '@/contract/account'
import { api } from '@/lib/api-client'

/** Everything the Account settings page has loaded: what a save updates. */
export const accountQueryKey = ['account'] as const

/** The signed-in account's settings, every section. */
export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...accountQueryKey, 'settings'],
    queryFn: ({ signal }) => api(accountEndpoints.getAccountSettings, { signal }),
  })

export function useAccountSettings() {
  return useQuery(accountSettingsQueryOptions())
}
