import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userEndpoints } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

/** Removes the user for good. */
export function deleteUser(id: number) {
  return api(userEndpoints.deleteUser, { query: { id } })
}

export function useDeleteUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'delete-user'],
    mutationFn: deleteUser,
    onSuccess: (_data, id) => {
      // The deleted user's own query would only answer 404 now: drop it rather than refetch it.
      queryClient.removeQueries({ queryKey: [...usersQueryKey, 'user', id] })
      return queryClient.invalidateQueries({ queryKey: usersQueryKey })
    },
  })
}
