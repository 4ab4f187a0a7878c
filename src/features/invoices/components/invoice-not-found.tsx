import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'

/** An invoice that does not exist (deleted, or a mistyped address): the invoice routes' not-found page. */
export function InvoiceNotFound({ data }: NotFoundRouteProps) {
  const { t } = useTranslation('invoices')
  const id = (data as { id?: number } | undefined)?.id
  return (
    <RecordNotFound
      title={t('notFound.title')}
      message={
        id === undefined ? t('notFound.messageNoId') : t('notFound.message', { id: String(id) })
      }
      back={{ to: '/apps/invoice/list', label: t('notFound.back') }}
    />
  )
}

/** Preview or edit without an id when there is no invoice at all. */
export function NoInvoices() {
  const { t } = useTranslation('invoices')
  return (
    <RecordNotFound
      title={t('notFound.noInvoicesTitle')}
      message={t('notFound.noInvoicesMessage')}
      back={{ to: '/apps/invoice/add', label: t('notFound.addInvoice') }}
    />
  )
}
