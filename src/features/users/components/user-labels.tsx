import {
  IconDatabase,
  IconDeviceDesktop,
  IconPencil,
  IconSettings,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import { CellBadge } from '@/components/cell-badge'
import { CellIcon } from '@/components/cell-icon'
import { useTranslation } from '@/lib/use-translation'
import type { UserPlan, UserRole, UserStatus } from '@/contract/users'
import classes from './users.module.css'

const roleIcons: Record<UserRole, { icon: Icon; color: string }> = {
  admin: { icon: IconDeviceDesktop, color: 'red' },
  author: { icon: IconSettings, color: 'yellow' },
  editor: { icon: IconPencil, color: 'blue' },
  maintainer: { icon: IconDatabase, color: 'green' },
  subscriber: { icon: IconUser, color: 'violet' },
}

const statusColors: Record<UserStatus, string> = {
  active: 'green',
  inactive: 'gray',
  pending: 'orange',
}

/**
 * The role with its icon (the icon is decoration: the name says it), in a round badge of the
 * role's colour as Mantine's light ThemeIcon draws it; plain elements, as it is in every row.
 */
export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation('users')
  const { icon: RoleIcon, color } = roleIcons[role]
  return (
    <span className={classes.role}>
      <CellIcon color={color} size="sm">
        <RoleIcon size={14} aria-hidden />
      </CellIcon>
      {t(`role.${role}`)}
    </span>
  )
}

export function PlanBadge({ plan }: { plan: UserPlan }) {
  const { t } = useTranslation('users')
  return (
    <CellBadge variant="outline" color="gray" weight={500}>
      {t(`plan.${plan}`)}
    </CellBadge>
  )
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users')
  return (
    // The dot variant keeps the text in the body colour: readable in every skin.
    <CellBadge variant="dot" color={statusColors[status]}>
      {t(`status.${status}`)}
    </CellBadge>
  )
}

/** A plan's benefit: its key under `benefit.`, with a count where it has one. */
export interface PlanBenefit {
  key: string
  count?: number
}

/** What each plan costs (dollars a month) and gives (shown on the view page's plan card). */
export const planDetails: Record<UserPlan, { price: number; benefits: readonly PlanBenefit[] }> = {
  basic: {
    price: 0,
    benefits: [
      { key: 'venues', count: 1 },
      { key: 'staffAccounts', count: 3 },
      { key: 'tableBookings' },
    ],
  },
  team: {
    price: 29,
    benefits: [
      { key: 'venues', count: 2 },
      { key: 'staffAccounts', count: 15 },
      { key: 'staffRota' },
    ],
  },
  company: {
    price: 49,
    benefits: [
      { key: 'venues', count: 5 },
      { key: 'staffAccounts', count: 50 },
      { key: 'supplierOrders' },
      { key: 'emailSupport' },
    ],
  },
  enterprise: {
    price: 99,
    benefits: [
      { key: 'unlimitedVenues' },
      { key: 'unlimitedStaffAccounts' },
      { key: 'groupReports' },
      { key: 'prioritySupport' },
    ],
  },
}
