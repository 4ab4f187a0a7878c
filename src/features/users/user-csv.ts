import type { User } from '@/contract/users'
import type { CsvCell } from '@/lib/csv'
import { planLabels, roleLabels, statusLabels } from './components/user-labels'

/** The user list's export: a header, then a row per user with the labels the list shows. */
export function userCsvRows(users: readonly User[]): CsvCell[][] {
  return [
    [
      'ID',
      'Full name',
      'Username',
      'Email',
      'Role',
      'Plan',
      'Status',
      'Company',
      'Country',
      'Contact',
    ],
    ...users.map((user) => [
      user.id,
      user.fullName,
      user.username,
      user.email,
      roleLabels[user.role],
      planLabels[user.currentPlan],
      statusLabels[user.status],
      user.company,
      user.country,
      user.contact,
    ]),
  ]
}
