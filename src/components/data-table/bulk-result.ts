import { notifications } from '@mantine/notifications'
import type { SettledEach } from '@/lib/settle-each'
import { countOf } from './confirm-rows-dialog'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The toast after a change made row by row: green when every row took it ("3 users deleted"),
 * red when some did not, with how many and the first reason.
 */
export function showBulkResult(
  noun: readonly [string, string],
  /** What was done, as in "3 users deleted". */
  done: string,
  { done: succeeded, failed }: SettledEach<unknown>,
) {
  const [firstFailure] = failed
  if (!firstFailure) {
    notifications.show({ color: 'green', message: `${countOf(succeeded.length, noun)} ${done}` })
    return
  }
  notifications.show({
    color: 'red',
    title: `${countOf(succeeded.length, noun)} ${done}`,
    message: `${countOf(failed.length, noun)} could not be: ${reasonOf(firstFailure.error)}`,
  })
}
