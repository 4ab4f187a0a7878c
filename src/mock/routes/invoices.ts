import {
  clientNameTaken,
  invoiceEndpoints,
  invoiceTotals,
  parseMoney,
  paymentAboveBalance,
  roundCents,
  type Invoice,
  type InvoiceClient,
  type InvoiceDraft,
  type InvoicesQuery,
  type InvoiceSortKey,
} from '@/contract/invoices'
import { requireAbility } from '../auth'
import { fail, notFound } from '../http'
import { jsonList } from '../json-list'
import { mockRoutes, route } from '../route'
import type { Db } from '../store/db'
import { sortRows, type SortValue } from '../sort-rows'
import {
  avatarOf,
  bankDetails,
  clientsTable,
  invoicesTable,
  type ClientRecord,
} from '../fixtures/invoices'

const newestFirst = (a: Invoice, b: Invoice) => b.id - a.id

/** What each `sortBy` column sorts by: amounts by value, a balance in either form. */
const sortValues: Record<InvoiceSortKey, (invoice: Invoice) => SortValue> = {
  id: (invoice) => invoice.id,
  invoiceStatus: (invoice) => invoice.invoiceStatus,
  client: (invoice) => invoice.client.name,
  total: (invoice) => invoice.total,
  // `YYYY-MM-DD` sorts as the days do.
  issuedDate: (invoice) => invoice.issuedDate,
  balance: (invoice) => parseMoney(invoice.balance),
}

/** Filters, sorts (newest first unless sorted) and pages invoices as `listInvoices` does. */
export function selectInvoices(
  invoices: readonly Invoice[],
  query: InvoicesQuery & { perPage: number; page: number },
) {
  const q = query.q?.trim().toLowerCase() ?? ''
  const matching = invoices.filter(
    (invoice) =>
      (!query.status || invoice.invoiceStatus === query.status) &&
      (!q ||
        invoice.client.name.toLowerCase().includes(q) ||
        invoice.client.companyEmail.toLowerCase().includes(q)),
  )
  const value = query.sortBy && sortValues[query.sortBy]
  const allData = sortRows(matching, value, query.orderBy, newestFirst)
  const start = (query.page - 1) * query.perPage
  return {
    allData,
    invoices: allData.slice(start, start + query.perPage),
    total: allData.length,
  }
}

/** The fields of an invoice that follow from what a person filled in. */
function fromDraft(draft: Omit<InvoiceDraft, 'client'> & { client: InvoiceClient }) {
  const { total } = invoiceTotals(draft.items, draft.discount, draft.tax)
  return {
    ...draft,
    client: { ...draft.client },
    items: draft.items.map((item) => ({ ...item })),
    service: draft.items[0]?.description ?? '',
    total,
    avatar: avatarOf(draft.client.name),
  }
}

/** A client's name as the clients are told apart: "maria silva" is "Maria Silva". */
const nameKey = (name: string) => name.trim().toLowerCase()

const byName = new Intl.Collator('en', { sensitivity: 'base' })

/** The sorted list of each state of the clients table, so an answer at a new address only writes it. */
const sortedClients = new WeakMap<readonly ClientRecord[], InvoiceClient[]>()

/** The clients as the form lists them: by name, without the store's ids. */
function clientList(rows: readonly ClientRecord[]): InvoiceClient[] {
  let list = sortedClients.get(rows)
  if (!list) {
    list = rows
      .map(({ id: _id, ...client }) => client)
      .sort((a, b) => byName.compare(a.name, b.name))
    sortedClients.set(rows, list)
  }
  return list
}

/**
 * Keeps an invoice's client among the clients to bill when its name is new (an invoice made
 * through the API with a client the form never offered), so every billed client is offered.
 */
function rememberClient(db: Db, client: InvoiceClient) {
  const table = db.table(clientsTable)
  const key = nameKey(client.name)
  if (!table.find((known) => nameKey(known.name) === key)) table.insert({ ...client })
}

const {
  listInvoices,
  getInvoice,
  listInvoiceClients,
  addInvoiceClient,
  addInvoice,
  updateInvoice,
  addPayment,
  sendInvoice,
  setInvoiceStatus,
  deleteInvoice,
} = invoiceEndpoints

/** The statuses that follow from payments: a person's status change leaves them be, unless to Paid. */
const paymentStatuses: readonly Invoice['invoiceStatus'][] = ['Paid', 'Partial Payment']

export const invoiceRoutes = mockRoutes(
  route(listInvoices, requireAbility('read', 'Invoice'), (c, { query }) => {
    const rows = c.var.db.table(invoicesTable).all()
    return jsonList(c, rows, () => selectInvoices(rows, query))
  }),
  route(getInvoice, requireAbility('read', 'Invoice'), (c, { params: { id } }) => {
    const invoice = c.var.db.table(invoicesTable).get(id)
    if (!invoice) notFound('Invoice')
    const balance = parseMoney(invoice.balance)
    return c.json({
      invoice,
      paymentDetails: { ...bankDetails, totalDue: Math.max(0, roundCents(balance)) },
    })
  }),
  route(listInvoiceClients, requireAbility('read', 'Invoice'), (c) => {
    const rows = c.var.db.table(clientsTable).all()
    return jsonList(c, rows, () => ({ clients: clientList(rows) }))
  }),
  route(addInvoiceClient, requireAbility('create', 'Invoice'), (c, { body: { client } }) => {
    const table = c.var.db.table(clientsTable)
    const key = nameKey(client.name)
    if (table.find((known) => nameKey(known.name) === key))
      fail(409, { error: { 'client.name': clientNameTaken } })
    const { id: _id, ...created } = table.insert({ ...client })
    return c.json({ client: created }, 201)
  }),
  route(addInvoice, requireAbility('create', 'Invoice'), (c, { body: { invoice } }) => {
    rememberClient(c.var.db, invoice.client)
    const fields = fromDraft(invoice)
    const created = c.var.db
      .table(invoicesTable)
      .insert({ ...fields, invoiceStatus: 'Draft', balance: fields.total }, 'first')
    return c.json({ invoice: created }, 201)
  }),
  route(updateInvoice, requireAbility('update', 'Invoice'), (c, { body }) => {
    const { id, ...draft } = body.invoice
    const table = c.var.db.table(invoicesTable)
    const current = table.get(id)
    if (!current) notFound('Invoice')
    rememberClient(c.var.db, draft.client)
    const fields = fromDraft(draft)
    // What was already paid stays paid: the balance moves by as much as the total does.
    const paid = current.total - parseMoney(current.balance)
    const updated = table.update(id, { ...fields, balance: roundCents(fields.total - paid) })
    return c.json({ invoice: updated })
  }),
  route(addPayment, requireAbility('update', 'Invoice'), (c, { body: payment }) => {
    const table = c.var.db.table(invoicesTable)
    const current = table.get(payment.id)
    if (!current) notFound('Invoice')
    const before = parseMoney(current.balance)
    if (!Number.isFinite(before)) fail(409, { error: 'This invoice has no readable balance' })
    if (payment.amount > roundCents(Math.max(0, before)))
      fail(400, { error: { amount: paymentAboveBalance(before) } })
    const balance = roundCents(before - payment.amount)
    const updated = table.update(payment.id, {
      balance,
      invoiceStatus: balance <= 0 ? 'Paid' : 'Partial Payment',
    })
    return c.json({ invoice: updated })
  }),
  route(sendInvoice, requireAbility('update', 'Invoice'), (c, { body: message }) => {
    const table = c.var.db.table(invoicesTable)
    const current = table.get(message.id)
    if (!current) notFound('Invoice')
    // Only an invoice the client has not had yet becomes Sent; payment states say more.
    const becomesSent = current.invoiceStatus === 'Draft' || current.invoiceStatus === 'Downloaded'
    const updated = becomesSent ? table.update(message.id, { invoiceStatus: 'Sent' }) : current
    return c.json({ invoice: updated })
  }),
  route(setInvoiceStatus, requireAbility('update', 'Invoice'), (c, { body: { ids, status } }) => {
    const table = c.var.db.table(invoicesTable)
    const targets = [...new Set(ids)].map((id) => table.get(id) ?? notFound('Invoice'))
    const kept = targets.filter(
      (invoice) => status !== 'Paid' && paymentStatuses.includes(invoice.invoiceStatus),
    )
    const invoices = targets
      .filter((invoice) => !kept.includes(invoice))
      .map((invoice) => {
        const owed = parseMoney(invoice.balance)
        // Paid settles what is owed; a credit (a negative balance) stays.
        const change =
          status === 'Paid'
            ? { invoiceStatus: status, balance: owed < 0 ? roundCents(owed) : 0 }
            : { invoiceStatus: status }
        return table.update(invoice.id, change) ?? notFound('Invoice')
      })
    return c.json({ invoices, kept: kept.map((invoice) => invoice.id) })
  }),
  route(deleteInvoice, requireAbility('delete', 'Invoice'), (c, { query: { id } }) => {
    const table = c.var.db.table(invoicesTable)
    const invoice = table.get(id)
    if (!invoice || !table.remove(id)) notFound('Invoice')
    return c.json({ invoice })
  }),
)
