import { parseMoney, type Invoice } from '@/contract/invoices'
import type { CsvCell } from '@/lib/csv'

/**
 * The invoice list's export: a header, then a row per invoice. Amounts are numbers of dollars
 * and days `YYYY-MM-DD`, so a spreadsheet can add and sort them.
 */
export function invoiceCsvRows(invoices: readonly Invoice[]): CsvCell[][] {
  return [
    [
      'Invoice',
      'Status',
      'Client',
      'Company',
      'Email',
      'Issued date',
      'Due date',
      'Total',
      'Balance',
    ],
    ...invoices.map((invoice) => [
      invoice.id,
      invoice.invoiceStatus,
      invoice.client.name,
      invoice.client.company,
      invoice.client.companyEmail,
      invoice.issuedDate,
      invoice.dueDate,
      invoice.total,
      parseMoney(invoice.balance),
    ]),
  ]
}
