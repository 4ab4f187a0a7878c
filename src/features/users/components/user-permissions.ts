import type { UserRole } from '@/contract/users'

export const permissionActions = ['read', 'write', 'create', 'delete'] as const
export type PermissionAction = (typeof permissionActions)[number]

/** The dashboard's modules, each named under `permission.modules.` in the `users` namespace. */
const modules = ['users', 'articles', 'invoices', 'settings'] as const

export interface ModulePermission {
  module: (typeof modules)[number]
  allowed: readonly PermissionAction[]
}

const all = permissionActions

/** What each role may do in each module of the dashboard (the view page's permissions table). */
const byRole: Record<UserRole, Record<(typeof modules)[number], readonly PermissionAction[]>> = {
  admin: { users: all, articles: all, invoices: all, settings: all },
  maintainer: {
    users: ['read', 'write'],
    articles: ['read'],
    invoices: ['read'],
    settings: all,
  },
  editor: { users: ['read'], articles: all, invoices: ['read'], settings: [] },
  author: { users: [], articles: ['read', 'write', 'create'], invoices: [], settings: [] },
  subscriber: { users: [], articles: ['read'], invoices: [], settings: [] },
}

export function permissionsOf(role: UserRole): ModulePermission[] {
  return modules.map((module) => ({ module, allowed: byRole[role][module] }))
}
