import { useMutation, useQueryClient } from '@tanstack/react-query'
import { profileEndpoints } from '@/contract/profile'
import { api } from '@/lib/api-client'
import { profileDataQueryOptions } from './get-profile-data'

export function votePoll({ pollId, optionId }: { pollId: number; optionId: number }) {
  return api(profileEndpoints.voteProfilePoll, { params: { id: pollId }, body: { optionId } })
}

/** Casts (or moves) the signed-in account's vote; the poll then shows its results. */
export function useVotePoll() {
  const queryClient = useQueryClient()
  const { queryKey } = profileDataQueryOptions()
  return useMutation({
    mutationKey: ['profile', 'vote-poll'],
    // The poll shows a failure in place.
    meta: { silent: true },
    mutationFn: votePoll,
    onSuccess: ({ poll }) =>
      queryClient.setQueryData(
        queryKey,
        (data) =>
          data && { ...data, polls: data.polls.map((item) => (item.id === poll.id ? poll : item)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
