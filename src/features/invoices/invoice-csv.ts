import type { TFunction } from 'i18next'
import { parseMoney, type Invoice } from '@/contract/invoices'
import type { CsvCell } from '@/lib/csv'

/**
 * The invoice list's export: a header in the user's language, then a row per invoice. The cells
 * are data: statuses as the API writes them, amounts numbers of dollars and days `YYYY-MM-DD`,
 * so a spreadsheet can add and sort them.
 */
export function invoiceCsvRows(
  invoices: readonly Invoice[],
  t: TFunction<'invoices'>,
): CsvCell[][] {
  return [
    [
      t('export.invoice'),
      t('export.status'),
      t('export.client'),
      t('export.company'),
      t('export.email'),
      t('export.issuedDate'),
      t('export.dueDate'),
      t('export.total'),
      t('export.balance'),
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
