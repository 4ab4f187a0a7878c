import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { AnchorLink } from '@/components/router-links'
import { useDebouncedCallback } from '@mantine/hooks'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from '@tanstack/react-router'
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react'
import { showBulkResult } from '@/components/data-table/bulk-result'
import {
  ConfirmRowsDialog,
  countOf,
  deleteTexts,
  type ConfirmRowsTexts,
} from '@/components/data-table/confirm-rows-dialog'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { NoMatches } from '@/components/data-table/no-matches'
import { serverSortProps } from '@/components/data-table/server-sort'
import { usePageSelection } from '@/components/data-table/use-page-selection'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import {
  INVOICES_PER_PAGE,
  invoiceSortKeys,
  invoiceStatuses,
  type Invoice,
  type SettableInvoiceStatus,
} from '@/contract/invoices'
import { useDeleteInvoices } from '../api/delete-invoices'
import { useInvoices } from '../api/get-invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { useSetInvoiceStatus } from '../api/set-invoice-status'
import { invoiceCsvRows } from '../invoice-csv'
import { invoicePageSizes, type InvoiceListSearch } from '../search'
import { DeleteInvoiceModal, InvoiceRowActions, useDownloadInvoice } from './invoice-actions'
import { InvoiceBalance, InvoiceStatusIcon } from './invoice-status'
import { InvoiceStatusMenu } from './invoice-status-menu'
import { useTargetStore } from '@/lib/target-store'

const column = createColumnHelper<Invoice>()
const ALL = 'all'
/** Below this width (px) the invoices are cards: the table's columns need 860 px. */
const STACK_BELOW = 768
const invoiceNoun = ['invoice', 'invoices'] as const
const invoiceName = (invoice: Invoice) => `#${String(invoice.id)}, ${invoice.client.name}`

/** Asks before invoices are made Paid: their balances are settled, which no call undoes. */
const markPaidTexts: ConfirmRowsTexts = {
  title: (count) => `Mark ${countOf(count, invoiceNoun)} Paid?`,
  message: (count) =>
    `What ${count === 1 ? 'it owes' : 'they owe'} is settled: the balance becomes $0.00. This cannot be undone.`,
  confirm: () => 'Mark Paid',
}

interface InvoiceListPageProps {
  search: InvoiceListSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<InvoiceListSearch>, options?: { replace?: boolean }) => void
}

/**
 * The invoice list: status filter, search, the table sorted by the server with its row actions,
 * paging, export of every match, and deleting or a status for the selected rows.
 */
export function InvoiceListPage({ search, onSearchChange }: InvoiceListPageProps) {
  const page = search.page ?? 1
  const perPage = search.perPage ?? INVOICES_PER_PAGE
  const { q, status, sortBy, orderBy } = search
  const invoices = useInvoices({ q, status, sortBy, orderBy, page, perPage })
  const selection = usePageSelection(JSON.stringify({ q, status, sortBy, orderBy, page, perPage }))
  const deleting = useTargetStore<Invoice>()
  const deletingMany = useTargetStore<readonly Invoice[]>()
  const markingPaid = useTargetStore<readonly Invoice[]>()
  const deleteInvoices = useDeleteInvoices()
  const setStatus = useSetInvoiceStatus()
  const download = useDownloadInvoice()
  const setQuery = useDebouncedCallback(
    (q: string) =>
      onSearchChange({ q: q.trim() ? q : undefined, page: undefined }, { replace: true }),
    250,
  )

  const columns = [
    // Their ids are the server's sort keys (`sortBy`).
    column.accessor('id', {
      header: '#',
      meta: { label: 'Invoice', card: 'title' },
      cell: ({ getValue }) => (
        <AnchorLink to="/apps/invoice/preview/$id" params={{ id: getValue() }} fw={600}>
          #{getValue()}
        </AnchorLink>
      ),
    }),
    column.accessor('invoiceStatus', {
      header: 'Status',
      meta: { card: 'title' },
      cell: ({ getValue }) => <InvoiceStatusIcon status={getValue()} />,
    }),
    column.accessor((invoice) => invoice.client.name, {
      id: 'client',
      header: 'Client',
      cell: ({ row: { original } }) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={original.client.name} src={original.avatar} size={34} radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate dir="auto">
              {original.client.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {original.client.companyEmail}
            </Text>
          </div>
        </Group>
      ),
    }),
    column.accessor('total', {
      header: 'Total',
      cell: ({ getValue }) => <bdi>{formatMoney(getValue())}</bdi>,
    }),
    column.accessor('issuedDate', {
      header: 'Issued date',
      cell: ({ getValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{formatDay(getValue())}</bdi>,
    }),
    column.accessor('balance', {
      header: 'Balance',
      cell: ({ getValue }) => <InvoiceBalance balance={getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { card: 'footer' },
      cell: ({ row: { original } }) => (
        <InvoiceRowActions
          invoice={original}
          onDelete={deleting.open}
          onDownload={(id) => void download(id)}
        />
      ),
    }),
  ]

  const filtered = q !== undefined || status !== undefined
  const rows = invoices.data?.invoices ?? []
  const total = invoices.data?.total ?? 0
  /** The last rows of the last page gone: show the page before, not an empty one. */
  const afterRemoving = (count: number) => {
    if (count === rows.length && page > 1)
      onSearchChange({ page: page - 1 === 1 ? undefined : page - 1 })
  }

  const confirmDelete = (chosen: readonly Invoice[]) =>
    deleteInvoices.mutate(
      chosen.map((invoice) => invoice.id),
      {
        onSuccess: (result) => {
          showBulkResult(invoiceNoun, 'deleted', result)
          deletingMany.close()
          selection.clearSelection()
          afterRemoving(result.done.length)
        },
      },
    )
  const giveStatus = (chosen: readonly Invoice[], next: SettableInvoiceStatus) =>
    setStatus.mutate(
      { ids: chosen.map((invoice) => invoice.id), status: next },
      {
        onSuccess: ({ invoices: changed, kept }) => {
          notifications.show({
            color: kept.length ? 'yellow' : 'green',
            title: kept.length
              ? `${countOf(changed.length, invoiceNoun)} marked ${next}`
              : undefined,
            message: kept.length
              ? `${countOf(kept.length, invoiceNoun)} kept ${kept.length === 1 ? 'its' : 'their'} status: a paid or partly paid invoice can only be made Paid.`
              : `${countOf(changed.length, invoiceNoun)} marked ${next}`,
          })
          markingPaid.close()
          selection.clearSelection()
        },
      },
    )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        Invoices
      </Title>
      <Paper withBorder>
        <Group p="md" gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            // "All statuses" is an option, not a clear button: Mantine's is out of the keyboard's reach.
            data={[{ value: ALL, label: 'All statuses' }, ...invoiceStatuses]}
            value={status ?? ALL}
            allowDeselect={false}
            onChange={(value) =>
              onSearchChange({
                status: invoiceStatuses.find((status) => status === value),
                page: undefined,
              })
            }
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            key={q === undefined ? 'empty' : 'search'}
            label="Search"
            type="search"
            placeholder="Client name or email"
            defaultValue={q ?? ''}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            component={Link}
            to="/apps/invoice/add"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add invoice
          </Button>
        </Group>
        {invoices.isError ? (
          <Stack p="md">
            <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
          </Stack>
        ) : (
          <DataTable
            label="Invoices"
            data={rows}
            columns={columns}
            getRowId={(invoice) => String(invoice.id)}
            rowLabel={invoiceName}
            loading={invoices.isPending}
            fetching={invoices.isPlaceholderData}
            minWidth={860}
            stackBelow={STACK_BELOW}
            {...serverSortProps(search, invoiceSortKeys, (sort) =>
              onSearchChange({ ...sort, page: undefined }),
            )}
            selectable
            rowSelection={selection.rowSelection}
            onRowSelectionChange={selection.onRowSelectionChange}
            toolbar={({ selectedRows }) => (
              <>
                {selectedRows.length > 0 && (
                  <>
                    <InvoiceStatusMenu
                      busy={setStatus.isPending}
                      onChoose={(next) =>
                        next === 'Paid'
                          ? markingPaid.open(selectedRows)
                          : giveStatus(selectedRows, next)
                      }
                    />
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => deletingMany.open(selectedRows)}
                    >
                      Delete selected
                    </Button>
                  </>
                )}
                <ExportMenu
                  fileBase="invoices"
                  rows={() => invoiceCsvRows(invoices.data?.allData ?? [])}
                  title={`Export all ${String(total)} matching invoices`}
                />
              </>
            )}
            empty={
              filtered ? (
                <NoMatches
                  title="No invoices match"
                  search={q}
                  filters={status !== undefined}
                  onClear={() =>
                    onSearchChange({ q: undefined, status: undefined, page: undefined })
                  }
                />
              ) : (
                'No invoices yet.'
              )
            }
            paging={{
              page,
              perPage,
              total,
              pageSizes: invoicePageSizes,
              onPageChange: (next) => onSearchChange({ page: next === 1 ? undefined : next }),
              onPerPageChange: (size) =>
                onSearchChange({
                  perPage: size === INVOICES_PER_PAGE ? undefined : size,
                  page: undefined,
                }),
            }}
          />
        )}
      </Paper>
      <DeleteInvoiceModal target={deleting} onDeleted={() => afterRemoving(1)} />
      <ConfirmRowsDialog
        target={deletingMany}
        texts={deleteTexts(invoiceNoun)}
        nameOf={invoiceName}
        color="red"
        pending={deleteInvoices.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmRowsDialog
        target={markingPaid}
        texts={markPaidTexts}
        nameOf={invoiceName}
        pending={setStatus.isPending}
        onConfirm={(chosen) => giveStatus(chosen, 'Paid')}
      />
    </>
  )
}
