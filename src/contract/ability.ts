import { createMongoAbility, type MongoAbility } from '@casl/ability'
import { z } from 'zod/mini'

/** Actions a rule can grant; `manage` stands for every action. */
export const abilityActions = ['manage', 'create', 'read', 'update', 'delete'] as const
/**
 * Subjects the dashboard guards. `all` stands for every subject; `ACL` is the
 * access-control page and `Auth` the signed-in basics every account has.
 */
export const abilitySubjects = [
  'all',
  'ACL',
  'Auth',
  'Dashboard',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'User',
  'Invoice',
  'Ecommerce',
  'Page',
  'Component',
  'MockData',
] as const

export const abilityActionSchema = z.enum(abilityActions)
export const abilitySubjectSchema = z.enum(abilitySubjects)
export const abilityRuleSchema = z.object({
  action: abilityActionSchema,
  subject: abilitySubjectSchema,
})

export type AbilityAction = z.infer<typeof abilityActionSchema>
export type AbilitySubject = z.infer<typeof abilitySubjectSchema>
export type AbilityRule = z.infer<typeof abilityRuleSchema>

export type AppAbility = MongoAbility<[AbilityAction, AbilitySubject]>

/** Builds the CASL ability from rules; the same rules decide in the UI and in the mock back end. */
export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[AbilityAction, AbilitySubject]>(rules.map((rule) => ({ ...rule })))
}
