import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import {
  registerConflictSchema,
  registerResponseSchema,
  type RegisterRequest,
} from '@/contract/auth'
import { apiRequest } from '@/lib/api-client'
import { startSession } from '@/lib/session'

const registerAnswerSchema = z.union([registerResponseSchema, registerConflictSchema])

export function register(body: RegisterRequest) {
  return apiRequest('/jwt/register', {
    method: 'POST',
    body,
    schema: registerAnswerSchema,
    auth: false,
  })
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
