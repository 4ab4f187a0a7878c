import { useMutation } from '@tanstack/react-query'
import { authEndpoints, type RegisterRequest } from '@/contract/auth'
import { api } from '@/lib/api-client'
import { startSession } from '@/lib/session'

export function register(body: RegisterRequest) {
  return api(authEndpoints.register, { body })
}

/** Creates the account and signs in with it; a taken email or username comes back as `error`. */
export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    meta: { silent: true },
    onSuccess: (data) => {
      if ('user' in data)
        startSession({
          userData: data.user,
          accessToken: data.accessToken,
          refreshToken: data.refreshToken,
        })
    },
  })
}
