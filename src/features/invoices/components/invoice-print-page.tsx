// Outside the shell, so the page brings the component styles the shell would have loaded.
import '@/components/styles/full-styles'
import { AnchorLink } from '@/components/router-links'
import { Button, Group, Skeleton, Stack } from '@mantine/core'
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { config } from '@/lib/config'
import { useInvoice } from '../api/get-invoice'
import { InvoiceDocument } from './invoice-document'
import classes from './invoices.module.css'

/** The invoice alone, for paper: no menu or navbar. Opens the print dialog once it is drawn. */
export function InvoicePrintPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices')
  const invoice = useInvoice(id)
  throwIfMissing(invoice.error, { id })
  const printed = useRef(false)
  const ready = invoice.data !== undefined

  // Printing is a side effect on the browser, once, after the document is on screen.
  useEffect(() => {
    if (!ready || printed.current) return
    printed.current = true
    const frame = requestAnimationFrame(() => window.print())
    return () => cancelAnimationFrame(frame)
  }, [ready])

  return (
    <main className={classes.printSheet}>
      <div className={classes.printPage}>
        <PageTitle title={t('print.title', { id })} />
        <Group justify="space-between" mb="lg" className={classes.noPrint}>
          <AnchorLink to="/apps/invoice/preview/$id" params={{ id }}>
            <IconArrowLeft
              size={16}
              aria-hidden
              style={{ verticalAlign: 'middle', marginInlineEnd: 4 }}
            />
            {t('print.back')}
          </AnchorLink>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!ready}
          >
            {t('preview.print')}
          </Button>
        </Group>
        {invoice.isError ? (
          <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />
        ) : invoice.data ? (
          <InvoiceDocument
            invoice={invoice.data.invoice}
            paymentDetails={invoice.data.paymentDetails}
            issuer={config().clientName}
          />
        ) : (
          <Stack role="status" aria-label={t('document.loading')}>
            <Skeleton height={28} width="40%" />
            <Skeleton height={120} />
            <Skeleton height={160} />
          </Stack>
        )}
      </div>
    </main>
  )
}
