import { queryOptions, useQuery } from '@tanstack/react-query'
import { profileDataSchema } from '@/contract/profile'
import { apiRequest } from '@/lib/api-client'

/** Everything the profile page shows, with the first page of posts. */
export const profileDataQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'data'],
    queryFn: ({ signal }) => apiRequest('/profile/data', { schema: profileDataSchema, signal }),
  })

export function useProfileData() {
  return useQuery(profileDataQueryOptions())
}
