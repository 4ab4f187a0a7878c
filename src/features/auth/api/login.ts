import { useMutation } from '@tanstack/react-query'
import { authEndpoints, type LoginRequest } from '@/contract/auth'
import { api } from '@/lib/api-client'
import { startSession } from '@/lib/session'

export function login(body: LoginRequest) {
  return api(authEndpoints.login, { body })
}

/** Signs in: on success the session (user data and both tokens) is stored. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (data) => startSession(data),
  })
}
