import { Badge } from '@mantine/core'
import type { TFunction } from 'i18next'
import { employeeStatusLabels, type EmployeeStatus } from '@/contract/datatable-values'

const statusColors: Record<EmployeeStatus, string> = {
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'cyan',
}

/** A status's name in the user's language (`status.<number>`); an unknown one by its number. */
export const statusLabel = (t: TFunction<'datatables'>, status: number) =>
  status in employeeStatusLabels ? t(`status.${String(status)}`) : t('statusUnknown', { status })

/**
 * The status by name (`label`, from the row's cell, so a page of rows needs no hook each); the
 * dot variant keeps the text in the body colour (readable in every skin). The badge keeps its
 * whole name: the table makes room for it rather than cutting it short.
 */
export function EmployeeStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge
      variant="dot"
      color={statusColors[status as EmployeeStatus] ?? 'gray'}
      radius="sm"
      tt="none"
      miw="max-content"
    >
      {label}
    </Badge>
  )
}
