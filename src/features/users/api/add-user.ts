import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userResponseSchema, type NewUser } from '@/contract/users'
import { apiRequest } from '@/lib/api-client'
import { usersQueryKey } from './get-users'

export function addUser(user: NewUser) {
  return apiRequest('/apps/users/add-user', {
    method: 'POST',
    body: { user },
    schema: userResponseSchema,
  })
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
