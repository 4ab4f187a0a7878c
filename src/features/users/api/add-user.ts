import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userEndpoints, type NewUser } from '@/contract/users'
import { api } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

export function addUser(user: NewUser) {
  return api(userEndpoints.addUser, { body: { user } })
}

/** Adds a user (first in the list); every list and count then reloads. */
export function useAddUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'add-user'],
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
