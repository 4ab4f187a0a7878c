import { useMutation, useQueryClient } from '@tanstack/react-query'
import { settleEach } from '@/lib/settle-each'
import { deleteUser } from './delete-user'
import { usersQueryKey } from './get-users'

/**
 * Deletes the selected users, each through the call for one user (docs/decisions.md): every
 * delete is tried; the answer says which ids went and which failed.
 */
export function useDeleteUsers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['users', 'delete-users'],
    mutationFn: (ids: readonly number[]) => settleEach(ids, deleteUser),
    onSuccess: ({ done }) => {
      for (const id of done) queryClient.removeQueries({ queryKey: [...usersQueryKey, 'user', id] })
      return queryClient.invalidateQueries({ queryKey: usersQueryKey })
    },
  })
}
