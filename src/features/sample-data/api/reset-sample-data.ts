import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mockAdminEndpoints } from '@/contract/mock-admin'
import { api } from '@/lib/api-client'
import { refreshSessionUser } from '@/lib/session-check'

/** Restores the mock back end's seed in every table (admin only: `manage all`). */
export function resetSampleData() {
  return api(mockAdminEndpoints.resetMock)
}

export function useResetSampleData() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['sample-data', 'reset'],
    mutationFn: resetSampleData,
    // Every page shows the seed now: every cached answer is fetched again, and the
    // user's counts (the navbar's cart) with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ refetchType: 'all' }),
        refreshSessionUser().catch(() => {}),
      ]),
  })
}
