import type { QueryClient } from '@tanstack/react-query'
import type { EmailListQuery } from '@/contract/email'
import { emailQueryOptions } from './get-email'
import { emailKeys } from './get-emails'
import { updateEmails } from './update-emails'

/**
 * Marks the mail being opened as read, however it was opened (from the list,
 * previous/next, a pasted link or a reload), so the folder's badge drops.
 * A mail that cannot be loaded is left to the page to report.
 */
export async function markOpenedEmailRead(
  queryClient: QueryClient,
  id: number,
  list: EmailListQuery,
) {
  try {
    const { email } = await queryClient.ensureQueryData(emailQueryOptions(id, list))
    if (email.isRead) return
    await updateEmails({ emailIds: [id], dataToUpdate: { isRead: true } })
    await queryClient.invalidateQueries({ queryKey: emailKeys.all })
  } catch {
    // The page's own query shows the error, with a retry.
  }
}
