import { Badge, Group, Text, ThemeIcon } from '@mantine/core'
import {
  IconDatabase,
  IconDeviceDesktop,
  IconPencil,
  IconSettings,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import type { UserPlan, UserRole, UserStatus } from '@/contract/users'

export const roleLabels: Record<UserRole, string> = {
  admin: 'Admin',
  author: 'Author',
  editor: 'Editor',
  maintainer: 'Maintainer',
  subscriber: 'Subscriber',
}

const roleIcons: Record<UserRole, { icon: Icon; color: string }> = {
  admin: { icon: IconDeviceDesktop, color: 'red' },
  author: { icon: IconSettings, color: 'yellow' },
  editor: { icon: IconPencil, color: 'blue' },
  maintainer: { icon: IconDatabase, color: 'green' },
  subscriber: { icon: IconUser, color: 'violet' },
}

export const planLabels: Record<UserPlan, string> = {
  basic: 'Basic',
  team: 'Team',
  company: 'Company',
  enterprise: 'Enterprise',
}

export const statusLabels: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
}

const statusColors: Record<UserStatus, string> = {
  active: 'green',
  inactive: 'gray',
  pending: 'orange',
}

/** The role with its icon (the icon is decoration: the name says it). */
export function RoleLabel({ role }: { role: UserRole }) {
  const { icon: RoleIcon, color } = roleIcons[role]
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon variant="light" color={color} size="sm" radius="xl">
        <RoleIcon size={14} aria-hidden />
      </ThemeIcon>
      <Text size="sm">{roleLabels[role]}</Text>
    </Group>
  )
}

export function PlanBadge({ plan }: { plan: UserPlan }) {
  return (
    <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
      {planLabels[plan]}
    </Badge>
  )
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    // The dot variant keeps the text in the body colour: readable in every skin.
    <Badge variant="dot" color={statusColors[status]} radius="sm" tt="none">
      {statusLabels[status]}
    </Badge>
  )
}

/** What each plan costs and gives (shown on the view page's plan card). */
export const planDetails: Record<UserPlan, { price: number; benefits: readonly string[] }> = {
  basic: { price: 0, benefits: ['1 venue', '3 staff accounts', 'Table bookings'] },
  team: { price: 29, benefits: ['2 venues', '15 staff accounts', 'Staff rota and shift swaps'] },
  company: {
    price: 49,
    benefits: ['5 venues', '50 staff accounts', 'Supplier orders', 'Email support'],
  },
  enterprise: {
    price: 99,
    benefits: ['Unlimited venues', 'Unlimited staff accounts', 'Group reports', 'Priority support'],
  },
}
