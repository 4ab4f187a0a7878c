import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { ChatApp } from '@/features/chat/components/chat-app'

/** The open chat's contact (`?contact=3`) and the list's search text (`?q=`); bad values are dropped. */
const chatSearchSchema = z.object({
  contact: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
  q: z.catch(z.optional(z.string().check(z.maxLength(100))), undefined),
})

export const Route = createFileRoute('/_app/apps/chat')({
  validateSearch: chatSearchSchema,
  staticData: { ns: ['chat'] },
  component: ChatRoute,
})

function ChatRoute() {
  const { contact, q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ChatApp
      contactId={contact}
      search={q ?? ''}
      onSearchChange={(text) =>
        void navigate({ search: (prev) => ({ ...prev, q: text || undefined }), replace: true })
      }
      onClose={() => void navigate({ search: (prev) => ({ ...prev, contact: undefined }) })}
    />
  )
}
