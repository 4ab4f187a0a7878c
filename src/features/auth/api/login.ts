import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginRequest } from '@/contract/auth'
import { apiRequest } from '@/lib/api-client'
import { startSession } from '@/lib/session'

export function login(body: LoginRequest) {
  return apiRequest('/jwt/login', {
    method: 'POST',
    body,
    schema: loginResponseSchema,
    auth: false,
  })
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
