import { invoiceEndpoints } from '@/contract/invoices'
import { userEndpoints } from '@/contract/users'
import { invoiceClient } from '@/test/sample-inputs'
import { fuzzCases } from '../endpoint-case'

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
} as const

export const invoicesUsersCases = fuzzCases([
  {
    endpoint: invoiceEndpoints.listInvoices,
    query: { q: 'sole', status: 'Paid', perPage: 10, page: 1 },
    free: ['q'],
  },
  { endpoint: invoiceEndpoints.getInvoice, params: { id: 4990 }, unknownId: '99999' },
  { endpoint: invoiceEndpoints.listInvoiceClients },
  { endpoint: invoiceEndpoints.addInvoice, body: { invoice: draft } },
  { endpoint: invoiceEndpoints.updateInvoice, body: { invoice: { id: 4990, ...draft } } },
  {
    endpoint: invoiceEndpoints.addPayment,
    body: { id: 4990, amount: 1, date: '2030-05-02', method: 'Card', note: 'Deposit' },
  },
  {
    endpoint: invoiceEndpoints.sendInvoice,
    body: { id: 4990, to: 'someone@example.com', subject: 'Your invoice', message: 'Hello' },
  },
  { endpoint: invoiceEndpoints.deleteInvoice, query: { id: 4991 } },
  {
    endpoint: userEndpoints.listUsers,
    query: {
      q: 'ada',
      role: 'editor',
      currentPlan: 'team',
      status: 'active',
      perPage: 10,
      page: 1,
    },
    free: ['q'],
  },
  { endpoint: userEndpoints.listAllUsers },
  { endpoint: userEndpoints.getUser, query: { id: 4 } },
  { endpoint: userEndpoints.addUser, body: { user } },
  {
    endpoint: userEndpoints.updateUser,
    body: { user: { ...user, id: 2, username: 'ada.berg2', email: 'ada2@example.com' } },
  },
  { endpoint: userEndpoints.deleteUser, query: { id: 5 } },
])
