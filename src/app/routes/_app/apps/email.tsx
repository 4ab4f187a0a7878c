import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { emailLabelSchema, emailViewSchema } from '@/contract/email-values'
import { markOpenedEmailRead } from '@/features/email/api/mark-opened-read'
import { EmailApp, type EmailSearch } from '@/features/email/components/email-app'
import { useSearchState } from '../../../use-search-state'

/** Folder, label, search text and the open mail live in the URL; a bad value is dropped, not an error. */
const emailSearchSchema = z.object({
  folder: z.catch(z.optional(emailViewSchema), undefined),
  label: z.catch(z.optional(emailLabelSchema), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
})

export const Route = createFileRoute('/_app/apps/email')({
  validateSearch: emailSearchSchema,
  staticData: { ns: ['email'] },
  loaderDeps: ({ search: { id, folder, label, q } }) => ({ id, folder, label, q }),
  loader: ({ deps: { id, ...list }, context: { queryClient } }) =>
    id === undefined ? undefined : markOpenedEmailRead(queryClient, id, list),
  component: EmailRoute,
})

function EmailRoute() {
  const [search, patchSearch] = useSearchState<EmailSearch>(Route)
  return <EmailApp search={search} onSearch={(next, replace) => patchSearch(next, { replace })} />
}
