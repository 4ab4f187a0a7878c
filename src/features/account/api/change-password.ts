import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordRequest } from '@/contract/account'
import { apiRequest } from '@/lib/api-client'

/** `POST /account-setting/change-password` (an addition to SPEC); a wrong current password is a 400. */
export function changePassword(request: ChangePasswordRequest) {
  return apiRequest('/account-setting/change-password', { method: 'POST', body: request })
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword })
}
