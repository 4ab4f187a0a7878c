import '@/components/styles/full-styles'
import { Box, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DataTable } from '@/components/data-table/data-table'
import type { Invoice, InvoiceItem, PaymentDetails } from '@/contract/invoices'
import { formatDay, formatMoney } from '@/lib/format'
import { amountsOf, issuerAddress, linesOf } from '../invoice-export'
import { formatRate } from '../money'
import { InvoiceBalance, InvoiceStatusBadge } from './invoice-status'
import classes from './invoices.module.css'

/** Below this window width (px) the lines are cards. */
const STACK_BELOW = 480

const column = createColumnHelper<InvoiceItem & { key: string }>()

/** The item table's columns, headed in the user's language. */
function lineColumns(t: TFunction<'invoices'>) {
  return [
    column.accessor('description', {
      header: t('document.item'),
      enableSorting: false,
      meta: { card: 'title' },
      cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
    }),
    column.accessor('quantity', { header: t('document.quantity'), enableSorting: false }),
    column.accessor('price', {
      header: t('document.price'),
      enableSorting: false,
      cell: ({ getValue }) => formatMoney(getValue()),
    }),
    column.display({
      id: 'amount',
      header: t('document.amount'),
      cell: ({ row: { original } }) => formatMoney(original.quantity * original.price),
    }),
  ]
}

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
  const { t } = useTranslation('invoices')
  const columns = useMemo(() => lineColumns(t), [t])
  const amounts = amountsOf(invoice)
  const lines = linesOf(invoice).map((line, index) => ({ ...line, key: String(index) }))
  const { client } = invoice
  const paymentTerms = [
    [t('document.totalDue'), formatMoney(paymentDetails.totalDue), true],
    [t('document.bankName'), paymentDetails.bankName, false],
    [t('document.country'), paymentDetails.country, false],
    [t('document.iban'), paymentDetails.iban, false],
    [t('document.swiftCode'), paymentDetails.swiftCode, false],
  ] as const
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
            {t('document.title', { id: invoice.id })}
          </Title>
          <dl className={classes.details}>
            <dt>
              <Text size="sm">
                <bdi>{t('document.dateIssued')}</bdi>
              </Text>
            </dt>
            <dd>
              <Text size="sm" fw={500}>
                <bdi>{formatDay(invoice.issuedDate)}</bdi>
              </Text>
            </dd>
            <dt>
              <Text size="sm">
                <bdi>{t('document.dueDate')}</bdi>
              </Text>
            </dt>
            <dd>
              <Text size="sm" fw={500}>
                <bdi>{formatDay(invoice.dueDate)}</bdi>
              </Text>
            </dd>
            <dt>
              <Text size="sm">
                <bdi>{t('document.status')}</bdi>
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
            <bdi>{t('document.invoiceTo')}</bdi>
          </Title>
          <Text size="sm" fw={600}>
            <bdi>{client.name}</bdi>
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
            <bdi>{t('document.paymentDetails')}</bdi>
          </Title>
          <dl className={classes.details}>
            {paymentTerms.map(([term, value, strong]) => (
              <Box key={term} display="contents">
                <dt>
                  <Text size="sm">
                    <bdi>{term}</bdi>
                  </Text>
                </dt>
                <dd>
                  <Text size="sm" fw={strong ? 700 : 500}>
                    <bdi>{value}</bdi>
                  </Text>
                </dd>
              </Box>
            ))}
          </dl>
        </section>
      </div>
      <DataTable
        label={t('document.items', { id: invoice.id })}
        data={lines}
        columns={columns}
        getRowId={(line) => line.key}
        // A phone shows each line as a card: amounts written the French or Portuguese way are too
        // wide for four columns, and a scrolling box with nothing focusable in it is out of reach.
        stackBelow={STACK_BELOW}
        minWidth={280}
      />
      <dl className={classes.totals}>
        <dt>
          <bdi>{t('document.subtotal')}</bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(amounts.subtotal)}</bdi>
        </dd>
        <dt>
          <bdi>
            {invoice.discount
              ? t('document.discountRate', { rate: formatRate(invoice.discount) })
              : t('document.discount')}
          </bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(-amounts.discount)}</bdi>
        </dd>
        <dt>
          <bdi>
            {invoice.tax
              ? t('document.taxRate', { rate: formatRate(invoice.tax) })
              : t('document.tax')}
          </bdi>
        </dt>
        <dd>
          <bdi>{formatMoney(amounts.tax)}</bdi>
        </dd>
        <dt className={classes.totalRow}>
          <bdi>{t('document.total')}</bdi>
        </dt>
        <dd className={classes.totalRow}>
          <bdi>{formatMoney(amounts.total)}</bdi>
        </dd>
        <dt>
          <bdi>{t('document.balance')}</bdi>
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
                {t('document.note')}{' '}
              </Text>
              {invoice.note}
            </bdi>
          </Text>
        </>
      )}
    </Stack>
  )
}
