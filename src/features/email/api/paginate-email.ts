import { paginateEmailResponseSchema, type EmailListQuery } from '@/contract/email'
import { apiRequest } from '@/lib/api-client'

/** The mail before or after `emailId` in the list the user is looking at. */
export function paginateEmail(dir: 'previous' | 'next', emailId: number, list: EmailListQuery) {
  return apiRequest('/apps/email/paginate-email', {
    query: { dir, emailId, ...list },
    schema: paginateEmailResponseSchema,
  })
}
