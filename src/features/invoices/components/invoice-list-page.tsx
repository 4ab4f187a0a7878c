import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { AnchorLink } from '@/components/router-links'
import { useDebouncedCallback } from '@mantine/hooks'
import { createColumnHelper } from '@tanstack/react-table'
import { Link } from '@tanstack/react-router'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { DataTable } from '@/components/data-table/data-table'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import { INVOICES_PER_PAGE, invoiceStatuses, type Invoice } from '@/contract/invoices'
import { useInvoices } from '../api/get-invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { invoicePageSizes, type InvoiceListSearch } from '../search'
import { DeleteInvoiceModal, InvoiceRowActions, useDownloadInvoice } from './invoice-actions'
import { InvoiceBalance, InvoiceStatusIcon } from './invoice-status'
import { useTargetStore } from '@/lib/target-store'

const column = createColumnHelper<Invoice>()
const ALL = 'all'

interface InvoiceListPageProps {
  search: InvoiceListSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<InvoiceListSearch>, options?: { replace?: boolean }) => void
}

/** The invoice list: status filter, search, the table with its row actions, paging. */
export function InvoiceListPage({ search, onSearchChange }: InvoiceListPageProps) {
  const page = search.page ?? 1
  const perPage = search.perPage ?? INVOICES_PER_PAGE
  const invoices = useInvoices({ q: search.q, status: search.status, page, perPage })
  const deleting = useTargetStore<Invoice>()
  const download = useDownloadInvoice()
  const setQuery = useDebouncedCallback(
    (q: string) =>
      onSearchChange({ q: q.trim() ? q : undefined, page: undefined }, { replace: true }),
    250,
  )

  const columns = [
    column.accessor('id', {
      header: '#',
      enableSorting: false,
      cell: ({ getValue }) => (
        <AnchorLink to="/apps/invoice/preview/$id" params={{ id: getValue() }} fw={600}>
          #{getValue()}
        </AnchorLink>
      ),
    }),
    column.accessor('invoiceStatus', {
      header: 'Status',
      enableSorting: false,
      cell: ({ getValue }) => <InvoiceStatusIcon status={getValue()} />,
    }),
    column.accessor((invoice) => invoice.client.name, {
      id: 'client',
      header: 'Client',
      enableSorting: false,
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
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original } }) => (
        <InvoiceRowActions
          invoice={original}
          onDelete={deleting.open}
          onDownload={(id) => void download(id)}
        />
      ),
    }),
  ]

  const filtered = search.q !== undefined || search.status !== undefined
  const rows = invoices.data?.invoices ?? []

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
            value={search.status ?? ALL}
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
            key={search.q === undefined ? 'empty' : 'search'}
            label="Search"
            type="search"
            placeholder="Client name or email"
            defaultValue={search.q ?? ''}
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
            loading={invoices.isPending}
            fetching={invoices.isPlaceholderData}
            minWidth={860}
            empty={
              filtered ? (
                <>
                  No invoices match these filters.{' '}
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() =>
                      onSearchChange({ q: undefined, status: undefined, page: undefined })
                    }
                  >
                    Clear filters
                  </Anchor>
                </>
              ) : (
                'No invoices yet.'
              )
            }
            paging={{
              page,
              perPage,
              total: invoices.data?.total ?? 0,
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
      <DeleteInvoiceModal
        target={deleting}
        onDeleted={() => {
          // The last row of the last page gone: show the page before, not an empty one.
          if (rows.length === 1 && page > 1)
            onSearchChange({ page: page - 1 === 1 ? undefined : page - 1 })
        }}
      />
    </>
  )
}
