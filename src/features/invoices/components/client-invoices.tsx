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

const column = createColumnHelper<Invoice>()

const columns = [
  column.accessor('id', {
    header: '#',
    enableSorting: false,
    cell: ({ getValue }) => (
      <AnchorLink
        to="/apps/invoice/preview/$id"
        params={{ id: getValue() }}
        fw={600}
        aria-label={`Preview invoice #${String(getValue())}`}
      >
        #{getValue()}
      </AnchorLink>
    ),
  }),
  column.accessor('invoiceStatus', {
    header: 'Status',
    enableSorting: false,
    cell: ({ getValue }) => <InvoiceStatusIcon status={getValue()} />,
  }),
  column.accessor('total', {
    header: 'Total',
    enableSorting: false,
    cell: ({ getValue }) => <bdi>{formatMoney(getValue())}</bdi>,
  }),
  column.accessor('issuedDate', {
    header: 'Issued date',
    enableSorting: false,
    cell: ({ getValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{formatDay(getValue())}</bdi>,
  }),
  column.accessor('balance', {
    header: 'Balance',
    enableSorting: false,
    cell: ({ getValue }) => <InvoiceBalance balance={getValue()} />,
  }),
]

/**
 * A compact list of one client's invoices (found by `q` = the client's name,
 * newest first), each linking to its preview. For the Users app's view page.
 */
export function ClientInvoices({ clientName }: { clientName: string }) {
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
        label={`Invoices of ${clientName}`}
        data={rows}
        columns={columns}
        getRowId={(invoice) => String(invoice.id)}
        loading={invoices.isPending}
        fetching={invoices.isPlaceholderData}
        minWidth={520}
        empty="No invoices for this client."
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
