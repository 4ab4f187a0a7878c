import { notifications } from '@mantine/notifications'
import type { TFunction } from 'i18next'
import { translateMessage } from '@/lib/messages'
import type { SettledEach } from '@/lib/settle-each'

/**
 * The toast after deleting the selected users, in the user's language: green when every delete
 * went through ("3 users deleted"), red when some did not, with how many and the first reason.
 */
export function showDeleteResult(t: TFunction<'users'>, { done, failed }: SettledEach<unknown>) {
  const [firstFailure] = failed
  const deleted = t('bulkDelete.done', { count: done.length })
  if (!firstFailure) {
    notifications.show({ color: 'green', message: deleted })
    return
  }
  const { error } = firstFailure
  notifications.show({
    color: 'red',
    title: deleted,
    message: t('bulkDelete.failed', {
      count: failed.length,
      reason: translateMessage(error instanceof Error ? error.message : String(error)),
    }),
  })
}
