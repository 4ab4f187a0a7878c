import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { Link } from '@tanstack/react-router'
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import cells from '@/components/data-table/cells.module.css'
import {
  ConfirmRowsDialog,
  type ConfirmRowsTexts,
} from '@/components/data-table/confirm-rows-dialog'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { showBulkResult, type BulkResultTexts } from '@/components/data-table/bulk-result'
import { NoMatches } from '@/components/data-table/no-matches'
import { serverSortProps } from '@/components/data-table/server-sort'
import { usePageSelection } from '@/components/data-table/use-page-selection'
import { QueryError } from '@/components/query-error'
import { CellAvatar } from '@/components/cell-avatar'
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
import { invoiceListQuery, invoicePageSizes, type InvoiceListSearch } from '../search'
import { DeleteInvoiceModal, InvoiceRowActions, useDownloadInvoice } from './invoice-actions'
import { InvoiceBalance, InvoiceStatusIcon } from './invoice-status'
import { InvoiceStatusMenu } from './invoice-status-menu'
import { useTargetStore } from '@/lib/target-store'
import { useSearchText } from '@/components/use-search-text'

const column = createColumnHelper<Invoice>()
const ALL = 'all'
/** Below this width (px) the invoices are cards: the table's columns need 860 px. */
const STACK_BELOW = 768
const invoiceName = (invoice: Invoice) => `#${String(invoice.id)}, ${invoice.client.name}`

/**
 * The columns, named in the user's language; their ids are the server's sort keys (`sortBy`).
 * Made once per language (the page memoises them), so the table's rows are drawn again only when
 * their invoices change; the cells are plain elements (cells.module.css), as every row mounts them.
 */
function invoiceColumns(
  t: TFunction<'invoices'>,
  onDelete: (invoice: Invoice) => void,
  onDownload: (id: number) => void,
  // The columns' values differ in type, as in any table.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ColumnDef<Invoice, any>[] {
  return [
    column.accessor('id', {
      header: '#',
      meta: { label: t('list.invoice'), card: 'title' },
      cell: ({ getValue }) => (
        <Link
          to="/apps/invoice/preview/$id"
          params={{ id: getValue() }}
          className={`mantine-focus-auto ${cells.recordLink}`}
        >
          #{getValue()}
        </Link>
      ),
    }),
    column.accessor('invoiceStatus', {
      header: t('list.status'),
      meta: { card: 'title' },
      cell: ({ getValue }) => <InvoiceStatusIcon status={getValue()} />,
    }),
    column.accessor((invoice) => invoice.client.name, {
      id: 'client',
      header: t('list.client'),
      cell: ({ row: { original } }) => (
        <div className={cells.person}>
          <CellAvatar name={original.client.name} src={original.avatar} size={34} />
          <div className={cells.personText}>
            <span className={`${cells.primary} ${cells.truncate}`} dir="auto">
              {original.client.name}
            </span>
            <span className={`${cells.secondary} ${cells.truncate}`} dir="auto">
              {original.client.companyEmail}
            </span>
          </div>
        </div>
      ),
    }),
    column.accessor('total', {
      header: t('list.total'),
      cell: ({ getValue }) => <bdi>{formatMoney(getValue())}</bdi>,
    }),
    column.accessor('issuedDate', {
      header: t('list.issuedDate'),
      cell: ({ getValue }) => <bdi style={{ whiteSpace: 'nowrap' }}>{formatDay(getValue())}</bdi>,
    }),
    column.accessor('balance', {
      header: t('list.balance'),
      cell: ({ getValue }) => <InvoiceBalance balance={getValue()} />,
    }),
    column.display({
      id: 'actions',
      header: t('list.actions'),
      meta: { card: 'footer' },
      cell: ({ row: { original } }) => (
        <InvoiceRowActions invoice={original} onDelete={onDelete} onDownload={onDownload} />
      ),
    }),
  ]
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
  const { t } = useTranslation('invoices')
  // The route loads the same query when the address changes (routes/_app/apps/invoice/list.tsx).
  const query = invoiceListQuery(search)
  const { q, status, page = 1, perPage = INVOICES_PER_PAGE } = query
  const invoices = useInvoices(query)
  const selection = usePageSelection(JSON.stringify(query))
  const deleting = useTargetStore<Invoice>()
  const deletingMany = useTargetStore<readonly Invoice[]>()
  const markingPaid = useTargetStore<readonly Invoice[]>()
  const deleteInvoices = useDeleteInvoices()
  const setStatus = useSetInvoiceStatus()
  const download = useDownloadInvoice()
  const searchText = useSearchText(
    q,
    (text) =>
      onSearchChange({ q: text.trim() ? text : undefined, page: undefined }, { replace: true }),
    250,
  )

  /** Asks before invoices are deleted, which cannot be undone. */
  const deleteTexts: ConfirmRowsTexts = {
    title: (count) => t('bulk.deleteTitle', { count }),
    message: (count) => t('bulk.deleteMessage', { count }),
    confirm: (count) => t('bulk.deleteConfirm', { count }),
  }
  /** Asks before invoices are made Paid: their balances are settled, which no call undoes. */
  const markPaidTexts: ConfirmRowsTexts = {
    title: (count) => t('bulk.markPaidTitle', { count }),
    message: (count) => t('bulk.markPaidMessage', { count, zero: formatMoney(0) }),
    confirm: () => t('bulk.markPaidConfirm'),
  }
  /** Green when every invoice went, red with how many stayed and the first reason. */
  const deletedTexts: BulkResultTexts = {
    done: (count) => t('bulk.deleted', { count }),
    failed: (count, reason) => t('bulk.notDeleted', { count, reason }),
  }

  const columns = useMemo(
    () => invoiceColumns(t, deleting.open, (id) => void download(id)),
    [t, deleting.open, download],
  )

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
          showBulkResult(deletedTexts, result)
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
          const marked = t('bulk.marked', { count: changed.length, status: t(`status.${next}`) })
          notifications.show({
            color: kept.length ? 'yellow' : 'green',
            title: kept.length ? marked : undefined,
            message: kept.length ? t('bulk.kept', { count: kept.length }) : marked,
          })
          markingPaid.close()
          selection.clearSelection()
        },
      },
    )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('list.title')}
      </Title>
      <Paper withBorder>
        <Group p="md" gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('list.status')}
            data={[
              { value: ALL, label: t('list.allStatuses') },
              ...invoiceStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            value={status ?? ALL}
            onChange={(event) =>
              onSearchChange({
                status: invoiceStatuses.find((status) => status === event.currentTarget.value),
                page: undefined,
              })
            }
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label={t('list.search')}
            type="search"
            placeholder={t('list.searchPlaceholder')}
            {...searchText}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button
            component={Link}
            to="/apps/invoice/add"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('list.add')}
          </Button>
        </Group>
        {invoices.isError ? (
          <Stack p="md">
            <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} />
          </Stack>
        ) : (
          <DataTable
            label={t('list.title')}
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
                      {t('bulk.deleteSelected')}
                    </Button>
                  </>
                )}
                <ExportMenu
                  fileBase="invoices"
                  rows={() => invoiceCsvRows(invoices.data?.allData ?? [], t)}
                  title={t('export.title', { count: total })}
                />
              </>
            )}
            empty={
              filtered ? (
                <NoMatches
                  title={t('list.noMatches')}
                  search={q}
                  filters={status !== undefined}
                  onClear={() =>
                    onSearchChange({ q: undefined, status: undefined, page: undefined })
                  }
                />
              ) : (
                t('list.empty')
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
        texts={deleteTexts}
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
