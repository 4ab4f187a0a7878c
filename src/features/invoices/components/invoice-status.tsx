import { Badge } from '@mantine/core'
import {
  IconChartPie,
  IconCircleCheck,
  IconDeviceFloppy,
  IconDownload,
  IconInfoCircle,
  IconSend,
  type Icon,
} from '@tabler/icons-react'
import { CellIcon } from '@/components/cell-icon'
import { useTranslation } from '@/lib/use-translation'
import type { InvoiceStatus } from '@/contract/invoices'
import { formatBalance, isSettled } from '../money'

/** Each status's icon and colour: colours whose light badge text reaches WCAG AA in both skins. */
export const statusLook: Record<InvoiceStatus, { color: string; icon: Icon }> = {
  Paid: { color: 'green', icon: IconCircleCheck },
  Downloaded: { color: 'cyan', icon: IconDownload },
  Sent: { color: 'blue', icon: IconSend },
  Draft: { color: 'grape', icon: IconDeviceFloppy },
  'Partial Payment': { color: 'violet', icon: IconChartPie },
  'Past Due': { color: 'pink', icon: IconInfoCircle },
}

/**
 * The status as an icon; its name is the accessible name and the hint that a `HintTooltip`
 * around the table shows. It takes focus, so that keyboard users can read the hint too. Drawn as
 * Mantine's light ThemeIcon (`CellIcon`): every row of the list has one.
 */
export function InvoiceStatusIcon({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices')
  const { color, icon: StatusIcon } = statusLook[status]
  const name = t(`status.${status}`)
  return (
    <CellIcon
      color={color}
      size="md"
      className="mantine-focus-auto"
      role="img"
      aria-label={name}
      tabIndex={0}
      data-hint={name}
    >
      <StatusIcon size={16} aria-hidden />
    </CellIcon>
  )
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices')
  return (
    <Badge variant="light" color={statusLook[status].color}>
      {t(`status.${status}`)}
    </Badge>
  )
}

/** A balance in money format; nothing owed shows a "Paid" badge. */
export function InvoiceBalance({ balance }: { balance: number | string }) {
  const { t } = useTranslation('invoices')
  if (isSettled(balance))
    return (
      <Badge variant="light" color="green">
        {t('status.Paid')}
      </Badge>
    )
  return <bdi style={{ whiteSpace: 'nowrap' }}>{formatBalance(balance)}</bdi>
}
