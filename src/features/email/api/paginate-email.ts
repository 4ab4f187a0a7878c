import { emailEndpoints, type EmailListQuery } from '@/contract/email'
import { api } from '@/lib/api-client'

/** The mail before or after `emailId` in the list the user is looking at. */
export function paginateEmail(dir: 'previous' | 'next', emailId: number, list: EmailListQuery) {
  return api(emailEndpoints.paginateEmail, { query: { dir, emailId, ...list } })
}
