import { useMutation, useQueryClient } from '@tanstack/react-query'
import { chatEndpoints, type UpdateProfileUserRequest } from '@/contract/chat'
import { api } from '@/lib/api-client'
import { chatsAndContactsQueryOptions } from './get-chats-and-contacts'
import { profileUserQueryOptions } from './get-profile-user'

export function updateProfileUser(changes: UpdateProfileUserRequest) {
  return api(chatEndpoints.updateChatProfileUser, { body: changes })
}

/** Saves the profile user's status or settings; the sidebar and the avatar then show the change. */
export function useUpdateProfileUser() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['chat', 'update-profile-user'],
    // The composer and the profile sidebar show a failure in place, not as a toast.
    meta: { silent: true },
    mutationFn: updateProfileUser,
    // The switch or radio shows the change at once; a failure puts the saved value back.
    onMutate: async ({ status, settings }) => {
      const { queryKey } = profileUserQueryOptions()
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (current) =>
        current
          ? {
              profileUser: {
                ...current.profileUser,
                status: status ?? current.profileUser.status,
                settings: { ...current.profileUser.settings, ...settings },
              },
            }
          : current,
      )
      return { previous }
    },
    onError: (_error, _changes, context) =>
      queryClient.setQueryData(profileUserQueryOptions().queryKey, context?.previous),
    onSuccess: (data) => queryClient.setQueryData(profileUserQueryOptions().queryKey, data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileUserQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: chatsAndContactsQueryOptions().queryKey }),
      ]),
  })
}
