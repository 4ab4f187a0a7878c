import { Box, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { DataTable } from '@/components/data-table/data-table'
import type { Invoice, InvoiceItem, PaymentDetails } from '@/contract/invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { amountsOf, issuerAddress, linesOf } from '../invoice-export'
import { InvoiceBalance, InvoiceStatusBadge } from './invoice-status'
import classes from './invoices.module.css'

const column = createColumnHelper<InvoiceItem & { key: string }>()

const lineColumns = [
  column.accessor('description', {
    header: 'Item',
    enableSorting: false,
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  }),
  column.accessor('quantity', { header: 'Qty', enableSorting: false }),
  column.accessor('price', {
    header: 'Price',
    enableSorting: false,
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.display({
    id: 'amount',
    header: 'Amount',
    cell: ({ row: { original } }) => formatMoney(original.quantity * original.price),
  }),
]

/** An invoice drawn as a document: who, when, where to pay, the lines and the totals. */
export function InvoiceDocument({
  invoice,
  paymentDetails,
  issuer,
}: {
  invoice: Invoice
  paymentDetails: PaymentDetails
  issuer: string
}) {
  const amounts = amountsOf(invoice)
  const lines = linesOf(invoice).map((line, index) => ({ ...line, key: String(index) }))
  const { client } = invoice
  return (
    <Stack gap="lg" className={classes.document}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Text fw={700} size="xl">
            {issuer}
          </Text>
          {issuerAddress.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              <bdi>{line}</bdi>
            </Text>
          ))}
        </div>
        <div>
          <Title order={2} size="h3">
            Invoice #{invoice.id}
          </Title>
          <dl className={classes.details}>
            <dt>
              <Text size="sm">
                <bdi>Date issued:</bdi>
              </Text>
            </dt>
            <dd>
              <Text size="sm" fw={500}>
                <bdi>{formatDay(invoice.issuedDate)}</bdi>
              </Text>
            </dd>
            <dt>
              <Text size="sm">
                <bdi>Due date:</bdi>
              </Text>
            </dt>
            <dd>
              <Text size="sm" fw={500}>
                <bdi>{formatDay(invoice.dueDate)}</bdi>
              </Text>
            </dd>
            <dt>
              <Text size="sm">
                <bdi>Status:</bdi>
              </Text>
            </dt>
            <dd>
              <InvoiceStatusBadge status={invoice.invoiceStatus} />
            </dd>
          </dl>
        </div>
      </Group>
      <Divider />
      <div className={classes.parties}>
        <section aria-labelledby="invoice-to">
          <Title order={3} size="h5" mb="xs" id="invoice-to">
            <bdi>Invoice to:</bdi>
          </Title>
          <Text size="sm" fw={600} dir="auto">
            {client.name}
          </Text>
          <Text size="sm">
            <bdi>{client.company}</bdi>
          </Text>
          <Text size="sm">
            <bdi>{client.address}</bdi>
          </Text>
          <Text size="sm">
            <bdi>{client.country}</bdi>
          </Text>
          <Text size="sm">
            <bdi>{client.contact}</bdi>
          </Text>
          <Text size="sm">
            <bdi>{client.companyEmail}</bdi>
          </Text>
        </section>
        <section aria-labelledby="payment-details">
          <Title order={3} size="h5" mb="xs" id="payment-details">
            <bdi>Payment details:</bdi>
          </Title>
          <dl className={classes.details}>
            {(
              [
                ['Total due', formatMoney(paymentDetails.totalDue)],
                ['Bank name', paymentDetails.bankName],
                ['Country', paymentDetails.country],
                ['IBAN', paymentDetails.iban],
                ['SWIFT code', paymentDetails.swiftCode],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} display="contents">
                <dt>
                  <Text size="sm">
                    <bdi>{term}:</bdi>
                  </Text>
                </dt>
                <dd>
                  <Text size="sm" fw={term === 'Total due' ? 700 : 500}>
                    <bdi>{value}</bdi>
                  </Text>
                </dd>
              </Box>
            ))}
          </dl>
        </section>
      </div>
      <DataTable
        label={`Items of invoice #${String(invoice.id)}`}
        data={lines}
        columns={lineColumns}
        getRowId={(line) => line.key}
        // Narrow enough to fit a phone: a scrolling box with nothing focusable in it is out of reach.
        minWidth={280}
      />
      <dl className={classes.totals}>
        <dt>
          <bdi>Subtotal:</bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(amounts.subtotal)}</bdi>
        </dd>
        <dt>
          <bdi>Discount{invoice.discount ? ` (${String(invoice.discount)}%)` : ''}:</bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(-amounts.discount)}</bdi>
        </dd>
        <dt>
          <bdi>Tax{invoice.tax ? ` (${String(invoice.tax)}%)` : ''}:</bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(amounts.tax)}</bdi>
        </dd>
        <dt className={classes.totalRow}>
          <bdi>Total:</bdi>
        </dt>
        <dd className={classes.totalRow}>
          <bdi>{formatMoney(amounts.total)}</bdi>
        </dd>
        <dt>
          <bdi>Balance:</bdi>
        </dt>
        <dd>
          <InvoiceBalance balance={invoice.balance} />
        </dd>
      </dl>
      {invoice.note && (
        <>
          <Divider />
          <Text size="sm">
            <bdi>
              <Text span fw={700}>
                Note:{' '}
              </Text>
              {invoice.note}
            </bdi>
          </Text>
        </>
      )}
    </Stack>
  )
}
