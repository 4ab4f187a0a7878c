import { authEndpoints } from '@/contract/auth'
import { api } from '@/lib/api-client'
import { endSession } from '@/lib/session'

/**
 * Signs out: the back end ends the session first, so its tokens are refused
 * from then on, even if copied. Offline, the tokens expire on their own.
 */
export async function signOut(): Promise<void> {
  try {
    await api(authEndpoints.logout)
  } catch {
    // Signed out here all the same.
  }
  endSession('signed-out')
}
