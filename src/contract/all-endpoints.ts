import { authEndpoints } from './auth'
import type { Endpoint } from './endpoint'
import { todoEndpoints } from './todo'

/** Every endpoint the back end answers, in the order the OpenAPI document lists them. */
export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(todoEndpoints),
]
