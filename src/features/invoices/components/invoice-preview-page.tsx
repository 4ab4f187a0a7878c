import '@/components/styles/full-styles'
import { Anchor, Button, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core'
import { ButtonLink } from '@/components/router-links'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { Link } from '@tanstack/react-router'
import {
  IconCash,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconSend,
  IconArrowLeft,
} from '@tabler/icons-react'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { config } from '@/lib/config'
import { useInvoice } from '../api/get-invoice'
import { AddPaymentDrawer } from './add-payment-drawer'
import { useDownloadInvoice } from './invoice-actions'
import { InvoiceDocument } from './invoice-document'
import { SendInvoiceDrawer } from './send-invoice-drawer'

/** One invoice as a document, with send, download, print, edit and add payment. */
export function InvoicePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation('invoices')
  const invoice = useInvoice(id)
  const [sendOpened, send] = useDisclosure(false)
  const [paymentOpened, payment] = useDisclosure(false)
  const download = useDownloadInvoice()
  // The first download loads the PDF library: the button says it is busy meanwhile.
  const [downloading, setDownloading] = useState(false)
  const title = t('document.title', { id })

  if (invoice.isError) {
    throwIfMissing(invoice.error, { id })
    return (
      <>
        <PageTitle title={title} />
        <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />
      </>
    )
  }

  const data = invoice.data
  return (
    <>
      <PageTitle title={title} />
      <Anchor component={Link} to="/apps/invoice/list" size="sm" mb="xs" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden style={{ marginInlineEnd: 4 }} />
        {t('preview.back')}
      </Anchor>
      <Title order={1} size="h3" mb="md">
        {title}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            {data ? (
              <InvoiceDocument
                invoice={data.invoice}
                paymentDetails={data.paymentDetails}
                issuer={config().clientName}
              />
            ) : (
              <Stack role="status" aria-label={t('document.loading')}>
                <Skeleton height={28} width="40%" />
                <Skeleton height={16} width="60%" />
                <Skeleton height={120} />
                <Skeleton height={160} />
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={send.open}
                disabled={!data}
              >
                {t('preview.send')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                disabled={!data}
                loading={downloading}
                onClick={() => {
                  setDownloading(true)
                  void download(id).finally(() => setDownloading(false))
                }}
              >
                {t('preview.download')}
              </Button>
              <ButtonLink
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                to="/apps/invoice/print/$id"
                params={{ id }}
              >
                {t('preview.print')}
              </ButtonLink>
              <ButtonLink
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                to="/apps/invoice/edit/$id"
                params={{ id }}
              >
                {t('preview.edit')}
              </ButtonLink>
              <Button
                variant="outline"
                leftSection={<IconCash size={16} aria-hidden />}
                onClick={payment.open}
                disabled={!data}
              >
                {t('preview.addPayment')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {data && (
        <>
          <SendInvoiceDrawer invoice={data.invoice} opened={sendOpened} onClose={send.close} />
          <AddPaymentDrawer invoice={data.invoice} opened={paymentOpened} onClose={payment.close} />
        </>
      )}
    </>
  )
}
