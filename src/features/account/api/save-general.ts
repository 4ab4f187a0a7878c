import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountEndpoints, type AccountGeneral } from '@/contract/account'
import { api } from '@/lib/api-client'
import { updateSessionUser } from '@/lib/session'
import { accountSettingsQueryOptions } from './get-account-settings'
import { uploadAvatar } from './upload-avatar'

/** An addition to SPEC: answers every section as saved. */
export function saveGeneral(general: AccountGeneral) {
  return api(accountEndpoints['saveAccount-general'], { body: general })
}

export function useSaveGeneral() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['account', 'save-general'],
    /** `newAvatar`: a picked image (data URL) to upload first; its address is then saved. */
    mutationFn: async ({ general, newAvatar }: { general: AccountGeneral; newAvatar?: string }) =>
      saveGeneral(newAvatar ? { ...general, avatar: await uploadAvatar(newAvatar) } : general),
    // The answer is the saved state: no need to ask for it again. The navbar shows the saved
    // name and photo.
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved)
      updateSessionUser({ fullName: saved.general.fullName, avatar: saved.general.avatar })
    },
  })
}
