import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userEndpoints, type UserPatch } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** Changes only the fields given; an optional field sent as `null` is cleared. */
export function updateUser(user: UserPatch) {
  return api(userEndpoints.updateUser, { body: { user } })
}

/** Saves a user; the lists, counts and the user's own page then reload. */
export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'update-user'],
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
