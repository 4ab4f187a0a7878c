import { getPrimaryShade, useMantineTheme } from '@mantine/core'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { RowActionButton, RowActionLink, RowActions } from '@/components/data-table/row-actions'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { IconDownload, IconEye, IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { useCallback } from 'react'
import type { Invoice } from '@/contract/invoices'
import { config } from '@/lib/config'
import { useDeleteInvoice } from '../api/delete-invoice'
import { invoiceQueryOptions } from '../api/get-invoice'
import { downloadInvoice } from '../invoice-export'
import { translateMessage } from '@/lib/messages'
import { useTarget, type TargetStore } from '@/lib/target-store'

/** Fetches the invoice's payment details and saves the invoice as a PDF. */
export function useDownloadInvoice() {
  const { t } = useTranslation('invoices')
  const queryClient = useQueryClient()
  const theme = useMantineTheme()
  // The brand colour as the light skin draws it: the PDF is printed on white.
  const color = theme.colors[theme.primaryColor]?.[getPrimaryShade(theme, 'light')] ?? '#000000'
  // One function while the language and colour stay: the list's memoised columns hold it.
  return useCallback(
    async (id: number) => {
      try {
        const { invoice, paymentDetails } = await queryClient.fetchQuery(invoiceQueryOptions(id))
        await downloadInvoice(invoice, paymentDetails, { name: config().clientName, color })
      } catch (error) {
        notifications.show({
          color: 'red',
          title: t('actions.downloadFailed'),
          message: translateMessage(error instanceof Error ? error.message : String(error)),
        })
      }
    },
    [t, queryClient, color],
  )
}

/** A row's actions: preview, edit, download and delete (which asks first); the table shows their hints. */
export function InvoiceRowActions({
  invoice,
  onDelete,
  onDownload,
}: {
  invoice: Invoice
  onDelete: (invoice: Invoice) => void
  onDownload: (id: number) => void
}) {
  const { t } = useTranslation('invoices')
  const { id } = invoice
  return (
    <RowActions>
      <RowActionLink
        to="/apps/invoice/preview/$id"
        params={{ id }}
        aria-label={t('actions.previewInvoice', { id: String(id) })}
        hint={t('actions.preview')}
      >
        <IconEye size={18} aria-hidden />
      </RowActionLink>
      <RowActionLink
        to="/apps/invoice/edit/$id"
        params={{ id }}
        aria-label={t('actions.editInvoice', { id: String(id) })}
        hint={t('actions.edit')}
      >
        <IconPencil size={18} aria-hidden />
      </RowActionLink>
      <RowActionButton
        aria-label={t('actions.downloadInvoice', { id: String(id) })}
        hint={t('actions.download')}
        onClick={() => onDownload(invoice.id)}
      >
        <IconDownload size={18} aria-hidden />
      </RowActionButton>
      <RowActionButton
        color="red"
        aria-label={t('actions.deleteInvoice', { id: String(id) })}
        hint={t('actions.delete')}
        onClick={() => onDelete(invoice)}
      >
        <IconTrash size={18} aria-hidden />
      </RowActionButton>
    </RowActions>
  )
}

/** Asks before an invoice is deleted; deleting cannot be undone. */
export function DeleteInvoiceModal({
  target,
  onDeleted,
}: {
  /** The invoice to delete while the modal is open (`target.open(invoice)`). */
  target: TargetStore<Invoice>
  onDeleted?: (invoice: Invoice) => void
}) {
  const { t } = useTranslation('invoices')
  const invoice = useTarget(target)
  const onClose = target.close
  const deleteInvoice = useDeleteInvoice()
  const confirm = () => {
    if (!invoice) return
    deleteInvoice.mutate(invoice.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('actions.deleted', { id: String(invoice.id) }),
        })
        onClose()
        onDeleted?.(invoice)
      },
    })
  }
  return (
    <ConfirmDialog
      opened={invoice !== null}
      onClose={onClose}
      title={t('actions.deleteTitle')}
      message={
        invoice &&
        t('actions.deleteMessage', { id: String(invoice.id), client: invoice.client.name })
      }
      confirmLabel={t('actions.delete')}
      color="red"
      pending={deleteInvoice.isPending}
      onConfirm={confirm}
    />
  )
}
