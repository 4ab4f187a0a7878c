import { fuzzEndpoints, totals } from './fuzz-kit'
import { invoiceClient } from '@/test/sample-inputs'

const draft = {
  issuedDate: '2030-05-01',
  dueDate: '2030-05-31',
  client: invoiceClient,
  items: [{ description: 'Menu design', quantity: 2, price: 100 }],
  discount: 10,
  tax: 20,
  note: 'Thanks',
}

const user = {
  fullName: 'Ada Berg',
  username: 'ada.berg',
  email: 'ada.berg@example.com',
  company: 'Tavola',
  country: 'Italy',
  contact: '+39 055 123 4567',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  avatar: '',
  dob: '1990-01-31',
  language: 'English',
  gender: 'female',
  website: 'https://example.com',
  social: { twitter: 'https://twitter.com/ada' },
}

describe('fuzzing the Invoice and Users endpoints', () => {
  fuzzEndpoints([
    {
      request: {
        method: 'GET',
        path: '/apps/invoice/invoices?q=sole&status=Paid&perPage=10&page=1',
      },
      free: ['q'],
    },
    {
      request: { method: 'GET', path: '/api/invoice/invoices/4990' },
      pathId: { valid: '4990', unknown: '99999' },
    },
    { request: { method: 'GET', path: '/api/invoice/clients' } },
    { request: { method: 'POST', path: '/apps/invoice/add-invoice', body: { invoice: draft } } },
    {
      request: {
        method: 'POST',
        path: '/apps/invoice/update-invoice',
        body: { invoice: { id: 4990, ...draft } },
      },
    },
    {
      request: {
        method: 'POST',
        path: '/apps/invoice/add-payment',
        body: { id: 4990, amount: 1, date: '2030-05-02', method: 'Card', note: 'Deposit' },
      },
    },
    {
      request: {
        method: 'POST',
        path: '/apps/invoice/send-invoice',
        body: { id: 4990, to: 'someone@example.com', subject: 'Your invoice', message: 'Hello' },
      },
    },
    { request: { method: 'DELETE', path: '/apps/invoice/delete?id=4991' } },
    {
      request: {
        method: 'GET',
        path: '/api/users/list/data?q=ada&role=editor&currentPlan=team&status=active&perPage=10&page=1',
      },
      free: ['q'],
    },
    { request: { method: 'GET', path: '/api/users/list/all-data' } },
    { request: { method: 'GET', path: '/api/users/user?id=4' } },
    { request: { method: 'POST', path: '/apps/users/add-user', body: { user } } },
    {
      request: {
        method: 'POST',
        path: '/apps/users/update-user',
        body: { user: { ...user, id: 2, username: 'ada.berg2', email: 'ada2@example.com' } },
      },
    },
    { request: { method: 'DELETE', path: '/apps/users/delete?id=5' } },
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
