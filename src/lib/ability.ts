import { useMemo } from 'react'
import { buildAbility, type AppAbility } from '@/contract/ability'
import type { AuthUser } from '@/contract/auth'
import { sessionStore, useAuthUser, userOf } from './session'

const noAbility = buildAbility([])

/** The signed-in user's ability, or one that allows nothing. */
export function abilityOf(user: AuthUser | undefined): AppAbility {
  return user ? buildAbility(user.ability) : noAbility
}

export function currentAbility(): AppAbility {
  return abilityOf(userOf(sessionStore.getState()))
}

export function useCurrentAbility(): AppAbility {
  const user = useAuthUser()
  return useMemo(() => abilityOf(user), [user])
}

/** Where a user lands after sign-in: the dashboard, or the access-control page for accounts without it. */
export function homePathFor(ability: AppAbility): '/' | '/access-control' {
  return ability.can('read', 'Dashboard') ? '/' : '/access-control'
}
