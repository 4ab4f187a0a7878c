import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { AbilityAction, AbilitySubject } from '@/contract/ability'
import { currentAbility, homePathFor } from '@/lib/ability'
import { loadOnce } from '@/lib/load-once'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { sessionStore, whenSessionReady } from '@/lib/session'

/** `?redirect=` of the sign-in pages: where to go back to after signing in. */
export const redirectSearchSchema = z.object({
  redirect: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
})

/**
 * Signed-out visitors go to /login, with the page they asked for to come back to. A stored session
 * still being checked renders the page at once (`userOf` in src/lib/session.ts).
 */
export function requireSignedIn(location: ParsedLocation) {
  if (sessionStore.getState().status === 'signed-out') {
    throw redirect({ to: '/login', search: { redirect: location.href } })
  }
}

/** A page the user's ability does not allow shows /misc/not-authorized. */
export function requireAbility(action: AbilityAction, subject: AbilitySubject) {
  if (!currentAbility().can(action, subject)) throw redirect({ to: '/misc/not-authorized' })
}

/** The page registry loads beside the first signed-in page, not with the sign-in page. */
const pageRegistry = loadOnce(() => import('@/contract/pages'))

/**
 * The guard of every page: the ability its registry entry (src/contract/pages.ts)
 * names, for the page itself and the record pages under it.
 */
export async function requirePageAbility(pathname: string) {
  const { pageOf } = await pageRegistry()
  const page = pageOf(pathname)
  if (!page) return
  // `/` is everyone's way in (the brand, a bare address): an account without the dashboard is
  // taken to its own home rather than told it may not see a page it never asked for.
  const ability = currentAbility()
  if (page.path === '/' && !ability.can(...page.ability))
    throw redirect({ to: homePathFor(ability) })
  requireAbility(...page.ability)
}

/** Signed-in users visiting the guest pages go home. */
export async function redirectSignedIn() {
  await whenSessionReady()
  if (sessionStore.getState().status === 'signed-in')
    throw redirect({ to: homePathFor(currentAbility()) })
}

/** After sign-in: back to the page asked for, when it is on this site, else home. */
export function pathAfterSignIn(redirectTo: string | undefined): string {
  return safeRedirectPath(redirectTo) ?? homePathFor(currentAbility())
}
