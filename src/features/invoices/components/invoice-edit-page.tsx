import { Paper, Skeleton, Stack, Title } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { useInvoice } from '../api/get-invoice'
import { InvoiceForm } from './invoice-form'

/** Editing one invoice. */
export function InvoiceEditPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices')
  const invoice = useInvoice(id)
  const title = t('edit.title', { id })
  if (invoice.isError) {
    throwIfMissing(invoice.error, { id })
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />
      </>
    )
  }
  return (
    <>
      <PageTitle title={title} />
      <Title order={1} size="h3" mb="md">
        {title}
      </Title>
      {invoice.data ? (
        // Keyed, so another invoice (or the same one after a save elsewhere) starts a fresh form.
        <InvoiceForm key={id} invoice={invoice.data.invoice} />
      ) : (
        <Paper withBorder p="xl" role="status" aria-label={t('document.loading')}>
          <Stack>
            <Skeleton height={36} />
            <Skeleton height={120} />
            <Skeleton height={80} />
          </Stack>
        </Paper>
      )}
    </>
  )
}

/** Adding an invoice. */
export function InvoiceAddPage() {
  const { t } = useTranslation('invoices')
  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('edit.addTitle')}
      </Title>
      <InvoiceForm />
    </>
  )
}
