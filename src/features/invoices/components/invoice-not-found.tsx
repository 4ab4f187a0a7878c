import { Alert, Button, Stack } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconFileOff } from '@tabler/icons-react'
import { PageTitle } from '@/components/page-title'

/** An invoice that does not exist (deleted, or a mistyped address). */
export function InvoiceNotFound({ id }: { id?: number }) {
  const what = id === undefined || Number.isNaN(id) ? 'This invoice' : `Invoice #${String(id)}`
  return (
    <Stack maw={560}>
      <PageTitle title="Invoice not found" />
      <Alert
        color="yellow"
        variant="light"
        title="Invoice not found"
        icon={<IconFileOff aria-hidden />}
      >
        {what} does not exist. It may have been deleted.
      </Alert>
      <Button component={Link} to="/apps/invoice/list" w="fit-content">
        Back to the invoices
      </Button>
    </Stack>
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
