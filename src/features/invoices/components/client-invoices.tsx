import { Paper, Stack } from '@mantine/core'
import { AnchorLink } from '@/components/router-links'
import { createColumnHelper } from '@tanstack/react-table'
import { DataTable } from '@/components/data-table/data-table'
import { QueryError } from '@/components/query-error'
import { INVOICES_PER_PAGE, type Invoice } from '@/contract/invoices'
import { useInvoices } from '../api/get-invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { InvoiceBalance, InvoiceStatusIcon } from './invoice-status'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { TFunction } from 'i18next'

const column = createColumnHelper<Invoice>()

/** The table's columns, headed in the user's language. */
function clientInvoiceColumns(t: TFunction<'invoices'>) {
  return [
    column.accessor('id', {
      header: '#',
      enableSorting: false,
      cell: ({ getValue }) => (
        <AnchorLink
          to="/apps/invoice/preview/$id"
          params={{ id: getValue() }}
          fw={600}
          aria-label={t('actions.previewInvoice', { id: String(getValue()) })}
        >
          #{getValue()}
        </AnchorLink>
      ),
    }),
    column.accessor('invoiceStatus', {
      header: t('list.status'),
      enableSorting: false,
      cell: ({ getValue }) => <InvoiceStatusIcon status={getValue()} />,
    }),
    column.accessor('total', {
      header: t('list.total'),
      enableSorting: false,
      cell: ({ getValue }) => <bdi>{formatMoney(getValue())}</bdi>,
    }),
    column.accessor('issuedDate', {
      header: t('list.issuedDate'),
      enableSorting: false,
      cell: ({ getValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{formatDay(getValue())}</bdi>,
    }),
    column.accessor('balance', {
      header: t('list.balance'),
      enableSorting: false,
      cell: ({ getValue }) => <InvoiceBalance balance={getValue()} />,
    }),
  ]
}

/**
 * A compact list of one client's invoices (found by `q` = the client's name,
 * newest first), each linking to its preview. For the Users app's view page.
 */
export function ClientInvoices({ clientName }: { clientName: string }) {
  const { t } = useTranslation('invoices')
  const [page, setPage] = useState(1)
  const [perPage, setPerPage] = useState<number>(INVOICES_PER_PAGE)
  const invoices = useInvoices({ q: clientName, page, perPage })
  // The search is a substring match: keep only this client's own invoices.
  const rows = (invoices.data?.invoices ?? []).filter(
    (invoice) => invoice.client.name.toLowerCase() === clientName.toLowerCase(),
  )
  if (invoices.isError)
    return (
      <Stack>
        <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
      </Stack>
    )
  return (
    <Paper withBorder>
      <DataTable
        label={t('clientInvoices.label', { name: clientName })}
        data={rows}
        columns={clientInvoiceColumns(t)}
        getRowId={(invoice) => String(invoice.id)}
        loading={invoices.isPending}
        fetching={invoices.isPlaceholderData}
        minWidth={520}
        empty={t('clientInvoices.empty')}
        paging={
          (invoices.data?.total ?? 0) > perPage
            ? {
                page,
                perPage,
                total: invoices.data?.total ?? 0,
                onPageChange: setPage,
                onPerPageChange: (size) => {
                  setPerPage(size)
                  setPage(1)
                },
              }
            : undefined
        }
      />
    </Paper>
  )
}
