import { fuzzEndpoints, totals } from './fuzz-kit'

describe('fuzzing the Email and Chat endpoints', () => {
  fuzzEndpoints([
    {
      request: { method: 'GET', path: '/apps/email/emails?q=menu&folder=inbox&label=company' },
      free: ['q'],
    },
    {
      request: {
        method: 'POST',
        path: '/apps/email/update-emails',
        body: {
          emailIds: [1, 2],
          dataToUpdate: { isRead: true, isStarred: false, folder: 'spam' },
        },
      },
    },
    {
      request: {
        method: 'POST',
        path: '/apps/email/update-emails-label',
        body: { emailIds: [1, 3], label: 'important' },
      },
    },
    { request: { method: 'GET', path: '/apps/email/get-email?id=2&folder=inbox' } },
    {
      request: {
        method: 'GET',
        path: '/apps/email/paginate-email?dir=next&emailId=2&folder=inbox',
      },
    },
    {
      request: {
        method: 'POST',
        path: '/apps/email/send-email',
        body: {
          to: ['marta.rossi@tavola.example'],
          cc: ['kenji.sato@tavola.example'],
          bcc: ['client@demo.com'],
          subject: 'Menu tasting moved to 16:00',
          message: '<p>See you at <strong>16:00</strong>.</p>',
        },
      },
    },
    { request: { method: 'GET', path: '/apps/chat/chats-and-contacts' } },
    { request: { method: 'GET', path: '/apps/chat/users/profile-user' } },
    {
      request: {
        method: 'POST',
        path: '/apps/chat/users/profile-user',
        body: { status: 'busy', settings: { isNotificationsOn: true } },
      },
    },
    { request: { method: 'GET', path: '/apps/chat/get-chat?id=2' } },
    {
      request: {
        method: 'POST',
        path: '/apps/chat/edit-msg',
        body: { obj: { contact: 2, message: 'Tasting at 3 works.' } },
      },
    },
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
