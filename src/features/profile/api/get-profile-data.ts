import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileEndpoints } from '@/contract/profile'
import { api } from '@/lib/api-client'

/** Everything the profile page shows, with the first page of posts. */
export const profileDataQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'data'],
    queryFn: ({ signal }) => api(profileEndpoints.getProfile, { signal }),
  })

export function useProfileData() {
  return useQuery(profileDataQueryOptions())
}
