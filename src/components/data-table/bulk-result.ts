import { notifications } from '@mantine/notifications'
import { translateMessage } from '@/lib/messages'
import type { SettledEach } from '@/lib/settle-each'

/** What the toast says, in the user's language. */
export interface BulkResultTexts {
  /** "3 users deleted" */
  done: (count: number) => string
  /** "1 user could not be deleted: …", with the first failure's reason. */
  failed: (count: number, reason: string) => string
}

/**
 * The toast after a change made row by row: green when every row took it, red when some did
 * not, with how many and the first reason (the back end's message, translated).
 */
export function showBulkResult(texts: BulkResultTexts, { done, failed }: SettledEach<unknown>) {
  const [firstFailure] = failed
  if (!firstFailure) {
    notifications.show({ color: 'green', message: texts.done(done.length) })
    return
  }
  const { error } = firstFailure
  const reason = translateMessage(error instanceof Error ? error.message : String(error))
  notifications.show({
    color: 'red',
    title: texts.done(done.length),
    message: texts.failed(failed.length, reason),
  })
}
