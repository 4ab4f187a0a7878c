import { Alert, Button, Stack } from '@mantine/core'
import { Link, type NotFoundRouteProps } from '@tanstack/react-router'
import { RecordNotFound } from '@/components/record-not-found'
import { IconFileOff } from '@tabler/icons-react'
import { PageTitle } from '@/components/page-title'

/** An invoice that does not exist (deleted, or a mistyped address): the invoice routes' not-found page. */
export function InvoiceNotFound({ data }: NotFoundRouteProps) {
  const id = (data as { id?: number } | undefined)?.id
  return (
    <RecordNotFound
      title="Invoice not found"
      message={`${id === undefined ? 'This invoice' : `Invoice #${String(id)}`} does not exist. It may have been deleted.`}
      back={{ to: '/apps/invoice/list', label: 'Back to the invoices' }}
    />
  )
}

/** Preview or edit without an id when there is no invoice at all. */
export function NoInvoices() {
  return (
    <Stack maw={560}>
      <PageTitle title="No invoices" />
      <Alert
        color="blue"
        variant="light"
        title="No invoices yet"
        icon={<IconFileOff aria-hidden />}
      >
        There is no invoice to show. Add one first.
      </Alert>
      <Button component={Link} to="/apps/invoice/add" w="fit-content">
        Add invoice
      </Button>
    </Stack>
  )
}
