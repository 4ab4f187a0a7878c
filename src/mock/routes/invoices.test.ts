import { ADMIN, CLIENT, bearer, mockClient } from '@/test/mock-client'
import {
  clientNameTaken,
  clientResponseSchema,
  clientsResponseSchema,
  invoiceDetailsResponseSchema,
  invoiceExamples,
  invoiceResponseSchema,
  invoicesResponseSchema,
  invoiceStatuses,
  setInvoiceStatusResponseSchema,
  parseMoney,
  type Invoice,
} from '@/contract/invoices'
import { formatMoneyIn } from '@/contract/money'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { clientsTable, INVOICE_COUNT, invoicesTable, seedInvoices } from '../fixtures/invoices'
import { samplePeople } from '../fixtures/people'

// The example call's client, one the back end accepts.
const { client } = invoiceExamples.addInvoice.body.invoice

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

const remove = async (id: string | number, token?: string) =>
  app.request(`/apps/invoice/delete?id=${String(id)}`, { method: 'DELETE', headers: bearer(token) })

async function list(query = '') {
  const response = await get(`/apps/invoice/invoices${query}`, admin)
  expect(response.status).toBe(200)
  return invoicesResponseSchema.parse(await response.json())
}

const store = () => db.table(invoicesTable)
const all = () => store().all()
const ids = (invoices: readonly Invoice[]) => invoices.map((invoice) => invoice.id)
const snapshot = () => structuredClone(all())
const newestId = () => Math.max(...ids(all()))

const draft = {
  issuedDate: '2030-05-01',
  dueDate: '2030-05-31',
  client,
  items: [
    { description: 'Menu design', quantity: 2, price: 100 },
    { description: 'Printing', quantity: 1, price: 50.5 },
  ],
  discount: 10,
  tax: 20,
  note: 'Thanks',
}

describe('the sample invoices', () => {
  it('has 50+ invoices over every status, balances as numbers and dollar strings', () => {
    const invoices = all()
    expect(invoices.length).toBe(INVOICE_COUNT)
    expect(invoices.length).toBeGreaterThanOrEqual(50)
    for (const status of invoiceStatuses)
      expect(invoices.filter((invoice) => invoice.invoiceStatus === status).length).toBeGreaterThan(
        2,
      )
    const balances = invoices.map((invoice) => invoice.balance)
    expect(balances.some((balance) => typeof balance === 'number')).toBe(true)
    expect(balances.some((balance) => typeof balance === 'string')).toBe(true)
    expect(balances.some((balance) => parseMoney(balance) === 0)).toBe(true)
    // No sample invoice starts with a credit: payments may not exceed the balance.
    expect(balances.every((balance) => parseMoney(balance) >= 0)).toBe(true)
    expect(balances.every((balance) => Number.isFinite(parseMoney(balance)))).toBe(true)
  })

  it('bills sample people: some have several invoices, some none', () => {
    const names = all().map((invoice) => invoice.client.name)
    const people = samplePeople(60)
    const counts = people.map((person) => names.filter((name) => name === person.fullName).length)
    expect(counts.some((count) => count >= 2)).toBe(true)
    expect(counts.some((count) => count === 0)).toBe(true)
    expect(names.every((name) => people.some((person) => person.fullName === name))).toBe(true)
    for (const invoice of all()) {
      const person = people.find((candidate) => candidate.fullName === invoice.client.name)
      expect(invoice.client.companyEmail).toBe(person?.email)
      expect(invoice.client.company).toBe(person?.company)
    }
  })

  it('is the same on every load', () => {
    expect(createDb().table(invoicesTable).all()).toEqual(all())
  })
})

describe('GET /apps/invoice/invoices', () => {
  it('answers {allData, invoices, total}: 10 per page, id descending, every status', async () => {
    const body = await list()
    const expected = ids(all()).sort((a, b) => b - a)
    expect(ids(body.allData)).toEqual(expected)
    expect(ids(body.invoices)).toEqual(expected.slice(0, 10))
    expect(body.total).toBe(INVOICE_COUNT)
  })

  it.each(invoiceStatuses)('status=%s shows only those invoices', async (status) => {
    const body = await list(`?status=${encodeURIComponent(status)}&perPage=100`)
    const expected = all().filter((invoice) => invoice.invoiceStatus === status)
    expect(body.total).toBe(expected.length)
    expect(body.total).toBeGreaterThan(0)
    expect(body.invoices.every((invoice) => invoice.invoiceStatus === status)).toBe(true)
    expect(ids(body.allData).sort()).toEqual(ids(expected).sort())
  })

  it('finds by client name, case-insensitively', async () => {
    const name = all()[0]?.client.name ?? ''
    const body = await list(`?q=${encodeURIComponent(name.toUpperCase())}&perPage=100`)
    const expected = all().filter((invoice) => invoice.client.name === name)
    expect(body.total).toBe(expected.length)
    expect(body.total).toBeGreaterThan(1)
    expect(body.invoices.every((invoice) => invoice.client.name === name)).toBe(true)
  })

  it('finds by company email, case-insensitively', async () => {
    const email = all()[3]?.client.companyEmail ?? ''
    const body = await list(`?q=${encodeURIComponent(email.toUpperCase())}`)
    expect(body.total).toBeGreaterThan(0)
    expect(body.invoices.every((invoice) => invoice.client.companyEmail === email)).toBe(true)
    expect(body.total).toBe(all().filter((invoice) => invoice.client.companyEmail === email).length)
  })

  it('does not match other fields, and finds nothing for a stranger', async () => {
    expect((await list('?q=Menu%20design')).total).toBe(0)
    expect((await list('?q=nobody-like-this')).invoices).toEqual([])
  })

  it('combines q and status', async () => {
    const invoice = all().find((candidate) => candidate.invoiceStatus === 'Past Due')
    const body = await list(
      `?q=${encodeURIComponent(invoice?.client.name ?? '')}&status=Past%20Due`,
    )
    expect(body.total).toBeGreaterThan(0)
    expect(
      body.allData.every(
        (candidate) =>
          candidate.invoiceStatus === 'Past Due' && candidate.client.name === invoice?.client.name,
      ),
    ).toBe(true)
  })

  it.each([1, 5, 25, 100])('perPage=%i pages by that size', async (perPage) => {
    const body = await list(`?perPage=${String(perPage)}`)
    expect(body.invoices.length).toBe(Math.min(perPage, INVOICE_COUNT))
    expect(body.total).toBe(INVOICE_COUNT)
  })

  it('pages: page 2 follows page 1, a page past the end is empty', async () => {
    const expected = ids(all()).sort((a, b) => b - a)
    expect(ids((await list('?page=2')).invoices)).toEqual(expected.slice(10, 20))
    expect(ids((await list('?perPage=25&page=3')).invoices)).toEqual(expected.slice(50, 75))
    const past = await list('?page=99')
    expect(past.invoices).toEqual([])
    expect(past.total).toBe(INVOICE_COUNT)
  })

  it('sorts by sortBy in orderBy (ascending by default), ties newest first', async () => {
    const sorted = async (query: string) => (await list(`?perPage=100&${query}`)).allData
    const totals = (await sorted('sortBy=total')).map((invoice) => invoice.total)
    expect(totals).toEqual(totals.toSorted((a, b) => a - b))
    expect(totals[0]).toBeLessThan(totals.at(-1) ?? 0)
    const descending = await sorted('sortBy=total&orderBy=desc')
    expect(descending.map((invoice) => invoice.total)).toEqual(totals.toReversed())
    // Equal totals (the same service, once on one line and once on several) keep newest first.
    for (const rows of [await sorted('sortBy=total'), descending])
      rows.forEach((invoice, index) => {
        const next = rows[index + 1]
        if (next?.total === invoice.total) expect(next.id).toBeLessThan(invoice.id)
      })
    expect(ids(await sorted('sortBy=id&orderBy=asc'))).toEqual(ids(all()).sort((a, b) => a - b))
  })

  it('sorts balances by amount, whether a number or a dollar string', async () => {
    const rows = (await list('?perPage=100&sortBy=balance&orderBy=desc')).allData
    const kinds = new Set(rows.slice(0, 10).map((invoice) => typeof invoice.balance))
    expect(kinds).toEqual(new Set(['number', 'string']))
    const amounts = rows.map((invoice) => parseMoney(invoice.balance))
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a))
  })

  it('sorts clients by name as a reader would, and statuses and dates as text', async () => {
    store().update(4960, {
      client: { ...(store().get(4960)?.client ?? client), name: 'álvaro Zé' },
    })
    const names = (await list('?perPage=100&sortBy=client')).allData.map((i) => i.client.name)
    const collator = new Intl.Collator('en', { sensitivity: 'base' })
    expect(names).toEqual(names.toSorted(collator.compare))
    // Lower case and an accent sort with the other A's, not after Z.
    expect(names.indexOf('álvaro Zé')).toBeLessThan(names.findIndex((n) => n.startsWith('B')))
    const statuses = (await list('?perPage=100&sortBy=invoiceStatus&orderBy=desc')).allData
    expect(statuses[0]?.invoiceStatus).toBe('Sent')
    expect(statuses.at(-1)?.invoiceStatus).toBe('Downloaded')
    const days = (await list('?perPage=100&sortBy=issuedDate')).allData.map((i) => i.issuedDate)
    expect(days).toEqual(days.toSorted())
  })

  it('sorts before paging, within the filter', async () => {
    const every = (await list('?status=Paid&perPage=100&sortBy=total')).allData
    const second = await list('?status=Paid&perPage=5&page=2&sortBy=total')
    expect(ids(second.invoices)).toEqual(ids(every.slice(5, 10)))
    expect(second.invoices.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true)
  })

  it.each([
    ['sortBy=price', 'sortBy'],
    ['sortBy=total&orderBy=up', 'orderBy'],
    ['status=Unknown', 'status'],
    ['perPage=0', 'perPage'],
    ['perPage=101', 'perPage'],
    ['perPage=abc', 'perPage'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const response = await get(`/apps/invoice/invoices?${query}`, admin)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: Record<string, string> }
    expect(Object.keys(body.error)).toEqual([field])
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers {invoice, paymentDetails}', async () => {
    const invoice = all()[5] as Invoice
    const response = await get(`/api/invoice/invoices/${String(invoice.id)}`, admin)
    expect(response.status).toBe(200)
    const body = invoiceDetailsResponseSchema.parse(await response.json())
    expect(body.invoice).toEqual(invoice)
    expect(body.paymentDetails).toMatchObject({
      bankName: expect.any(String) as string,
      iban: expect.any(String) as string,
      swiftCode: expect.any(String) as string,
      country: expect.any(String) as string,
    })
    expect(body.paymentDetails.totalDue).toBe(Math.max(0, parseMoney(invoice.balance)))
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/invoice/invoices/1', admin)).status).toBe(404)
    expect((await get('/api/invoice/invoices/abc', admin)).status).toBe(404)
    const response = await get('/api/invoice/invoices/99999', admin)
    expect(await response.json()).toEqual({ error: 'Invoice not found' })
  })
})

async function clients() {
  const response = await get('/api/invoice/clients', admin)
  expect(response.status).toBe(200)
  return clientsResponseSchema.parse(await response.json()).clients
}

const names = (list: readonly { name: string }[]) => list.map((client) => client.name)

const newClient = {
  name: 'Nuno Ferreira',
  company: 'Tasca do Nuno',
  companyEmail: 'nuno@tascadonuno.example',
  country: 'Portugal',
  contact: '+351 912 345 678',
  address: 'Rua das Flores 20, 1200-195 Lisbon',
}

const addClient = (body: unknown, token = admin) => post('/api/invoice/clients', body, token)

describe('GET /api/invoice/clients', () => {
  it('answers every client of the invoices once, by name, with the details they carry', async () => {
    const listed = await clients()
    const billed = new Map(all().map((invoice) => [invoice.client.name, invoice.client]))
    expect(billed.size).toBeGreaterThan(5)
    expect(names(listed)).toEqual([...billed.keys()].sort((a, b) => a.localeCompare(b)))
    for (const client of listed) expect(client).toEqual(billed.get(client.name))
  })

  it('starts from the clients of the sample invoices', () => {
    const billed = new Map(seedInvoices().map((invoice) => [invoice.client.name, invoice.client]))
    const seeded = db.table(clientsTable).all()
    expect(seeded.map(({ id: _id, ...client }) => client)).toEqual(
      expect.arrayContaining([...billed.values()]),
    )
    expect(seeded).toHaveLength(billed.size)
  })

  it('offers the client of an invoice added with a client it did not know', async () => {
    const stranger = { ...client, name: 'Ada Stranger' }
    const response = await post(
      '/apps/invoice/add-invoice',
      { invoice: { ...draft, client: stranger } },
      admin,
    )
    expect(response.status).toBe(201)
    expect(await clients()).toContainEqual(stranger)
    // Billing them again adds no second entry.
    await post('/apps/invoice/add-invoice', { invoice: { ...draft, client: stranger } }, admin)
    expect(names(await clients()).filter((name) => name === 'Ada Stranger')).toHaveLength(1)
  })
})

describe('POST /api/invoice/clients', () => {
  it('adds a client, trimmed, listed from then on', async () => {
    const response = await addClient({ client: { ...newClient, name: '  Nuno Ferreira ' } })
    expect(response.status).toBe(201)
    expect(clientResponseSchema.parse(await response.json()).client).toEqual(newClient)
    expect(await clients()).toContainEqual(newClient)
  })

  it('refuses a name already taken, whatever its case, and changes nothing', async () => {
    const taken = all()[0]?.client.name ?? ''
    const before = db.table(clientsTable).all()
    const response = await addClient({ client: { ...newClient, name: taken.toUpperCase() } })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: { 'client.name': clientNameTaken } })
    expect(db.table(clientsTable).all()).toBe(before)
  })

  it('refuses a client with a missing field or a bad email, and changes nothing', async () => {
    const before = db.table(clientsTable).all()
    const bad = await addClient({ client: { ...newClient, companyEmail: 'nope', company: ' ' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: { 'client.companyEmail': 'Use a valid email', 'client.company': 'Required' },
    })
    const { address: _address, ...partial } = newClient
    expect((await addClient({ client: partial })).status).toBe(400)
    expect(db.table(clientsTable).all()).toBe(before)
  })
})

describe('POST /apps/invoice/add-invoice', () => {
  it('adds a Draft with the computed total and a new id, first in the list', async () => {
    const before = newestId()
    const response = await post('/apps/invoice/add-invoice', { invoice: draft }, admin)
    expect(response.status).toBe(201)
    const { invoice } = invoiceResponseSchema.parse(await response.json())
    expect(invoice.id).toBe(before + 1)
    // (200 + 50.5) − 10% = 225.45; + 20% tax = 270.54
    expect(invoice.total).toBe(270.54)
    expect(invoice.balance).toBe(270.54)
    expect(invoice.invoiceStatus).toBe('Draft')
    expect(invoice.service).toBe('Menu design')
    expect(invoice.client).toEqual(client)
    expect(invoice.items).toEqual(draft.items)
    expect(ids((await list()).invoices)[0]).toBe(invoice.id)
    expect(all()).toHaveLength(INVOICE_COUNT + 1)
  })

  it('never reuses an id, even after a delete', async () => {
    const first = invoiceResponseSchema.parse(
      await (await post('/apps/invoice/add-invoice', { invoice: draft }, admin)).json(),
    ).invoice
    expect((await remove(first.id, admin)).status).toBe(200)
    const second = invoiceResponseSchema.parse(
      await (await post('/apps/invoice/add-invoice', { invoice: draft }, admin)).json(),
    ).invoice
    expect(second.id).toBeGreaterThan(first.id)
    expect(ids((await list()).invoices)[0]).toBe(second.id)
  })

  it.each([
    ['no items', { ...draft, items: [] }, 'invoice.items'],
    [
      'a zero quantity',
      { ...draft, items: [{ description: 'x', quantity: 0, price: 1 }] },
      'invoice.items.0.quantity',
    ],
    [
      'a negative price',
      { ...draft, items: [{ description: 'x', quantity: 1, price: -1 }] },
      'invoice.items.0.price',
    ],
    [
      'a blank description',
      { ...draft, items: [{ description: ' ', quantity: 1, price: 1 }] },
      'invoice.items.0.description',
    ],
    ['a discount over 100', { ...draft, discount: 120 }, 'invoice.discount'],
    ['a bad date', { ...draft, issuedDate: '2030-13-01' }, 'invoice.issuedDate'],
    ['a due date before issue', { ...draft, dueDate: '2030-04-01' }, 'invoice.dueDate'],
    [
      'a bad client email',
      { ...draft, client: { ...client, companyEmail: 'nope' } },
      'invoice.client.companyEmail',
    ],
    ['an unknown field', { ...draft, total: 5 }, 'invoice.total'],
  ])('refuses %s with 400, nothing stored', async (_, invoice, field) => {
    const before = snapshot()
    const response = await post('/apps/invoice/add-invoice', { invoice }, admin)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: Record<string, string> }
    expect(body.error[field]).toEqual(expect.any(String))
    expect(all()).toEqual(before)
  })

  it('refuses malformed JSON with 400', async () => {
    const before = snapshot()
    const response = await post('/apps/invoice/add-invoice', '{nope', admin)
    expect(response.status).toBe(400)
    expect(all()).toEqual(before)
  })
})

describe('POST /apps/invoice/update-invoice', () => {
  it('updates the invoice, keeping what was paid', async () => {
    const current = all().find((invoice) => invoice.invoiceStatus === 'Partial Payment') as Invoice
    const paid = current.total - parseMoney(current.balance)
    const response = await post(
      '/apps/invoice/update-invoice',
      { invoice: { id: current.id, ...draft } },
      admin,
    )
    expect(response.status).toBe(200)
    const { invoice } = invoiceResponseSchema.parse(await response.json())
    expect(invoice.id).toBe(current.id)
    expect(invoice.total).toBe(270.54)
    expect(invoice.balance).toBeCloseTo(270.54 - paid, 2)
    expect(invoice.invoiceStatus).toBe('Partial Payment')
    expect(db.table(invoicesTable).get(current.id)).toEqual(invoice)
    expect(all()).toHaveLength(INVOICE_COUNT)
  })

  it('answers 404 for an unknown id, nothing changed', async () => {
    const before = snapshot()
    const response = await post(
      '/apps/invoice/update-invoice',
      { invoice: { id: 99999, ...draft } },
      admin,
    )
    expect(response.status).toBe(404)
    expect(all()).toEqual(before)
  })

  it('refuses bad input with 400, nothing changed', async () => {
    const before = snapshot()
    const id = all()[0]?.id
    const response = await post(
      '/apps/invoice/update-invoice',
      { invoice: { id, ...draft, tax: -1 } },
      admin,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: Record<string, string> }).error).toHaveProperty([
      'invoice.tax',
    ])
    expect(all()).toEqual(before)
  })
})

describe('POST /apps/invoice/add-payment', () => {
  it('takes the amount off the balance (a dollar string too) and marks it Partial or Paid', async () => {
    const current = all().find(
      (invoice) => typeof invoice.balance === 'string' && parseMoney(invoice.balance) > 100,
    ) as Invoice
    const balance = parseMoney(current.balance)
    const part = await post(
      '/apps/invoice/add-payment',
      { id: current.id, amount: 50.25, date: '2030-05-02', method: 'Card' },
      admin,
    )
    expect(part.status).toBe(200)
    const partial = invoiceResponseSchema.parse(await part.json()).invoice
    expect(partial.balance).toBeCloseTo(balance - 50.25, 2)
    expect(partial.invoiceStatus).toBe('Partial Payment')

    const rest = await post(
      '/apps/invoice/add-payment',
      { id: current.id, amount: balance - 50.25, date: '2030-05-03', method: 'Cash' },
      admin,
    )
    const paid = invoiceResponseSchema.parse(await rest.json()).invoice
    expect(paid.balance).toBe(0)
    expect(paid.invoiceStatus).toBe('Paid')
  })

  it.each([
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -5 }, 'amount'],
    ['a bad method', { method: 'Barter' }, 'method'],
    ['a bad date', { date: 'today' }, 'date'],
  ])('refuses %s with 400, nothing changed', async (_, patch, field) => {
    const before = snapshot()
    const response = await post(
      '/apps/invoice/add-payment',
      { id: all()[0]?.id, amount: 10, date: '2030-05-02', method: 'Card', ...patch },
      admin,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: Record<string, string> }).error).toHaveProperty([
      field,
    ])
    expect(all()).toEqual(before)
  })

  it('refuses a payment above the balance with 400 and what is owed, nothing changed', async () => {
    const current = all().find((invoice) => parseMoney(invoice.balance) > 100) as Invoice
    const owed = parseMoney(current.balance)
    const before = snapshot()
    const response = await post(
      '/apps/invoice/add-payment',
      { id: current.id, amount: owed + 0.01, date: '2030-05-02', method: 'Card' },
      admin,
    )
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: Record<string, string> }
    expect(error.amount).toBe(`The balance is ${formatMoneyIn('en', owed)}: enter at most that`)
    expect(all()).toEqual(before)

    const settled = all().find((invoice) => parseMoney(invoice.balance) === 0) as Invoice
    const onSettled = await post(
      '/apps/invoice/add-payment',
      { id: settled.id, amount: 1, date: '2030-05-02', method: 'Card' },
      admin,
    )
    expect(onSettled.status).toBe(400)
    expect(((await onSettled.json()) as { error: Record<string, string> }).error.amount).toBe(
      'Nothing is owed on this invoice',
    )
  })

  it('answers 404 for an unknown id, nothing changed', async () => {
    const before = snapshot()
    const response = await post(
      '/apps/invoice/add-payment',
      { id: 99999, amount: 10, date: '2030-05-02', method: 'Card' },
      admin,
    )
    expect(response.status).toBe(404)
    expect(all()).toEqual(before)
  })
})

describe('POST /apps/invoice/send-invoice', () => {
  const message = { to: 'someone@example.com', subject: 'Your invoice', message: 'Hello' }

  it('marks a Draft Sent, and leaves a Paid invoice Paid', async () => {
    const draftInvoice = all().find((invoice) => invoice.invoiceStatus === 'Draft') as Invoice
    const sent = await post(
      '/apps/invoice/send-invoice',
      { id: draftInvoice.id, ...message },
      admin,
    )
    expect(sent.status).toBe(200)
    expect(invoiceResponseSchema.parse(await sent.json()).invoice.invoiceStatus).toBe('Sent')
    const paidInvoice = all().find((invoice) => invoice.invoiceStatus === 'Paid') as Invoice
    const again = await post(
      '/apps/invoice/send-invoice',
      { id: paidInvoice.id, ...message },
      admin,
    )
    expect(invoiceResponseSchema.parse(await again.json()).invoice.invoiceStatus).toBe('Paid')
  })

  it('refuses a bad address (400) and an unknown id (404), nothing changed', async () => {
    const before = snapshot()
    const id = all()[0]?.id
    const bad = await post('/apps/invoice/send-invoice', { id, ...message, to: 'nope' }, admin)
    expect(bad.status).toBe(400)
    const unknown = await post('/apps/invoice/send-invoice', { id: 99999, ...message }, admin)
    expect(unknown.status).toBe(404)
    expect(all()).toEqual(before)
  })
})

describe('POST /apps/invoice/set-status', () => {
  const setStatus = (body: unknown, token = admin) => post('/apps/invoice/set-status', body, token)
  /** The first sample invoice of that status. */
  const ofStatus = (status: Invoice['invoiceStatus']) =>
    all().find((invoice) => invoice.invoiceStatus === status) as Invoice

  it('gives each invoice the status and answers them; paid and partly paid ones keep theirs', async () => {
    const draftInvoice = ofStatus('Draft')
    const pastDue = ofStatus('Past Due')
    const paid = ofStatus('Paid')
    const partial = ofStatus('Partial Payment')
    const response = await setStatus({
      ids: [draftInvoice.id, pastDue.id, paid.id, partial.id],
      status: 'Sent',
    })
    expect(response.status).toBe(200)
    const body = setInvoiceStatusResponseSchema.parse(await response.json())
    expect(ids(body.invoices)).toEqual([draftInvoice.id, pastDue.id])
    expect(body.invoices.every((invoice) => invoice.invoiceStatus === 'Sent')).toBe(true)
    expect(body.kept).toEqual([paid.id, partial.id])
    expect(store().get(draftInvoice.id)).toEqual({ ...draftInvoice, invoiceStatus: 'Sent' })
    expect(store().get(paid.id)).toEqual(paid)
    expect(store().get(partial.id)).toEqual(partial)
  })

  it('Paid settles the balance, of a partly paid invoice too, and keeps a credit', async () => {
    const partial = ofStatus('Partial Payment')
    const sent = ofStatus('Sent')
    store().update(sent.id, { balance: '-$20.50' })
    const response = await setStatus({ ids: [partial.id, sent.id, partial.id], status: 'Paid' })
    const body = setInvoiceStatusResponseSchema.parse(await response.json())
    expect(body.kept).toEqual([])
    expect(body.invoices.map((invoice) => [invoice.id, invoice.balance])).toEqual([
      [partial.id, 0],
      [sent.id, -20.5],
    ])
    expect(store().get(partial.id)).toMatchObject({ invoiceStatus: 'Paid', balance: 0 })
    expect((await list('?status=Paid&perPage=100')).allData.map((i) => i.id)).toContain(sent.id)
  })

  it('answers 404 when an invoice is unknown, and 400 for a bad status or list; nothing changes', async () => {
    const before = snapshot()
    const known = all()[0]?.id ?? 0
    expect((await setStatus({ ids: [known, 99999], status: 'Sent' })).status).toBe(404)
    for (const body of [
      { ids: [known], status: 'Partial Payment' },
      { ids: [known], status: 'Lost' },
      { ids: [], status: 'Sent' },
      { ids: Array.from({ length: 101 }, (_, index) => 4960 + index), status: 'Sent' },
      { ids: [known], status: 'Sent', extra: true },
    ]) {
      const response = await setStatus(body)
      expect(response.status).toBe(400)
    }
    expect(all()).toEqual(before)
  })
})

describe('DELETE /apps/invoice/delete', () => {
  it('removes that invoice only', async () => {
    const target = all()[10] as Invoice
    const response = await remove(target.id, admin)
    expect(response.status).toBe(200)
    expect(invoiceResponseSchema.parse(await response.json()).invoice).toEqual(target)
    expect(ids(all())).not.toContain(target.id)
    expect(all()).toHaveLength(INVOICE_COUNT - 1)
    expect((await get(`/api/invoice/invoices/${String(target.id)}`, admin)).status).toBe(404)
  })

  it('answers 404 for an unknown id and 400 for a bad one, nothing removed', async () => {
    const before = snapshot()
    expect((await remove(99999, admin)).status).toBe(404)
    expect((await remove('abc', admin)).status).toBe(400)
    expect((await remove(0, admin)).status).toBe(400)
    expect(all()).toEqual(before)
  })
})

describe('auth', () => {
  const calls: [string, () => Promise<Response>, (token: string) => Promise<Response>][] = [
    ['list', () => get('/apps/invoice/invoices'), (t) => get('/apps/invoice/invoices', t)],
    ['get', () => get('/api/invoice/invoices/4960'), (t) => get('/api/invoice/invoices/4960', t)],
    ['clients', () => get('/api/invoice/clients'), (t) => get('/api/invoice/clients', t)],
    [
      'add-client',
      () => post('/api/invoice/clients', { client: newClient }),
      (t) => post('/api/invoice/clients', { client: newClient }, t),
    ],
    [
      'add',
      () => post('/apps/invoice/add-invoice', { invoice: draft }),
      (t) => post('/apps/invoice/add-invoice', { invoice: draft }, t),
    ],
    [
      'update',
      () => post('/apps/invoice/update-invoice', { invoice: { id: 4960, ...draft } }),
      (t) => post('/apps/invoice/update-invoice', { invoice: { id: 4960, ...draft } }, t),
    ],
    [
      'add-payment',
      () =>
        post('/apps/invoice/add-payment', {
          id: 4960,
          amount: 1,
          date: '2030-01-01',
          method: 'Card',
        }),
      (t) =>
        post(
          '/apps/invoice/add-payment',
          { id: 4960, amount: 1, date: '2030-01-01', method: 'Card' },
          t,
        ),
    ],
    [
      'send',
      () =>
        post('/apps/invoice/send-invoice', { id: 4960, to: 'a@b.co', subject: 's', message: 'm' }),
      (t) =>
        post(
          '/apps/invoice/send-invoice',
          { id: 4960, to: 'a@b.co', subject: 's', message: 'm' },
          t,
        ),
    ],
    [
      'set-status',
      () => post('/apps/invoice/set-status', { ids: [4960], status: 'Sent' }),
      (t) => post('/apps/invoice/set-status', { ids: [4960], status: 'Sent' }, t),
    ],
    ['delete', () => remove(4960), (t) => remove(4960, t)],
  ]

  it.each(calls)('%s: 401 without a token, 403 for the client account', async (_, anon, as) => {
    const before = snapshot()
    const clientsBefore = db.table(clientsTable).all()
    expect((await anon()).status).toBe(401)
    expect((await as(await tokenOf(CLIENT))).status).toBe(403)
    expect(all()).toEqual(before)
    expect(db.table(clientsTable).all()).toBe(clientsBefore)
  })
})
