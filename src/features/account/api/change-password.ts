import { useMutation } from '@tanstack/react-query'
import { accountEndpoints, type ChangePasswordRequest } from '@/contract/account'
import { api } from '@/lib/api-client'

/** An addition to SPEC; a wrong current password is a 400. */
export function changePassword(request: ChangePasswordRequest) {
  return api(accountEndpoints.changePassword, { body: request })
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword })
}
