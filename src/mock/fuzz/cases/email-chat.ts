import { chatEndpoints } from '@/contract/chat'
import { emailEndpoints } from '@/contract/email'
import { fuzzCases } from '../endpoint-case'

export const emailChatCases = fuzzCases([
  {
    endpoint: emailEndpoints.listEmails,
    query: { q: 'menu', folder: 'inbox', label: 'company' },
    free: ['q'],
  },
  {
    endpoint: emailEndpoints.updateEmails,
    body: {
      emailIds: [1, 2],
      dataToUpdate: { isRead: true, isStarred: false, folder: 'spam' },
    },
  },
  {
    endpoint: emailEndpoints.updateEmailsLabel,
    body: { emailIds: [1, 3], label: 'important' },
  },
  { endpoint: emailEndpoints.getEmail, query: { id: 2, folder: 'inbox' } },
  { endpoint: emailEndpoints.paginateEmail, query: { dir: 'next', emailId: 2, folder: 'inbox' } },
  {
    endpoint: emailEndpoints.sendEmail,
    body: {
      to: ['marta.rossi@tavola.example'],
      cc: ['kenji.sato@tavola.example'],
      bcc: ['client@demo.com'],
      subject: 'Menu tasting moved to 16:00',
      message: '<p>See you at <strong>16:00</strong>.</p>',
    },
  },
  { endpoint: chatEndpoints.getChatsAndContacts },
  { endpoint: chatEndpoints.getChatProfileUser },
  {
    endpoint: chatEndpoints.updateChatProfileUser,
    body: { status: 'busy', settings: { isNotificationsOn: true } },
  },
  { endpoint: chatEndpoints.getChat, query: { id: 2 } },
  {
    endpoint: chatEndpoints.sendChatMessage,
    body: { obj: { contact: 2, message: 'Tasting at 3 works.' } },
  },
])
