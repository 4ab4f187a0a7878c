import type { TFunction } from 'i18next'
import type { User } from '@/contract/users'
import type { CsvCell } from '@/lib/csv'

/**
 * The user list's export: a header, then a row per user with the labels the list shows, in the
 * user's language; names, emails, companies, countries and numbers as the data holds them.
 */
export function userCsvRows(t: TFunction<'users'>, users: readonly User[]): CsvCell[][] {
  return [
    [
      t('field.id'),
      t('field.fullName'),
      t('field.username'),
      t('field.email'),
      t('field.role'),
      t('field.plan'),
      t('field.status'),
      t('field.company'),
      t('field.country'),
      t('field.contact'),
    ],
    ...users.map((user) => [
      user.id,
      user.fullName,
      user.username,
      user.email,
      t(`role.${user.role}`),
      t(`plan.${user.currentPlan}`),
      t(`status.${user.status}`),
      user.company,
      user.country,
      user.contact,
    ]),
  ]
}
