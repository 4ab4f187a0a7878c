import type { UserRole } from '@/contract/users'

export const permissionActions = ['read', 'write', 'create', 'delete'] as const
export type PermissionAction = (typeof permissionActions)[number]

export interface ModulePermission {
  module: string
  allowed: readonly PermissionAction[]
}

const all = permissionActions
const modules = ['Users', 'Articles', 'Invoices', 'Settings'] as const

/** What each role may do in each module of the dashboard (the view page's permissions table). */
const byRole: Record<UserRole, Record<(typeof modules)[number], readonly PermissionAction[]>> = {
  admin: { Users: all, Articles: all, Invoices: all, Settings: all },
  maintainer: {
    Users: ['read', 'write'],
    Articles: ['read'],
    Invoices: ['read'],
    Settings: all,
  },
  editor: { Users: ['read'], Articles: all, Invoices: ['read'], Settings: [] },
  author: { Users: [], Articles: ['read', 'write', 'create'], Invoices: [], Settings: [] },
  subscriber: { Users: [], Articles: ['read'], Invoices: [], Settings: [] },
}

export function permissionsOf(role: UserRole): ModulePermission[] {
  return modules.map((module) => ({ module, allowed: byRole[role][module] }))
}
