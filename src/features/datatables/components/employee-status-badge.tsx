import { Badge } from '@mantine/core'
import { employeeStatusLabels, type EmployeeStatus } from '@/contract/datatable-values'

const statusColors: Record<EmployeeStatus, string> = {
  1: 'blue',
  2: 'green',
  3: 'red',
  4: 'orange',
  5: 'cyan',
}

export const statusLabel = (status: number) =>
  employeeStatusLabels[status as EmployeeStatus] ?? `Status ${String(status)}`

/** The status by name; the dot variant keeps the text in the body colour (readable in every skin). */
export function EmployeeStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      variant="dot"
      color={statusColors[status as EmployeeStatus] ?? 'gray'}
      radius="sm"
      tt="none"
    >
      {statusLabel(status)}
    </Badge>
  )
}
