import { ActionIcon } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import type { Cell } from '@tanstack/react-table'
import { useTranslation } from '@/lib/use-translation'
import { cellContent, columnLabel } from './data-table-columns'
import classes from './data-table.module.css'
import tableClasses from './table.module.css'

/** The toggle of a row's detail (the columns a narrow screen hides). */
export function RowDetailToggle({
  open,
  detailId,
  name,
  onToggle,
}: {
  open: boolean
  detailId: string
  name: string
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const Icon = open ? IconChevronDown : IconChevronRight
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-expanded={open}
      // Only when open: the detail row is not in the DOM while closed.
      aria-controls={open ? detailId : undefined}
      aria-label={t('dataTable.rowDetails', { name })}
      onClick={onToggle}
    >
      <Icon size={16} aria-hidden className={classes.detailIcon} />
    </ActionIcon>
  )
}

/** The hidden columns of one row, as a list of name and value. */
export function RowDetail<T>({
  id,
  cells,
  colSpan,
}: {
  id: string
  cells: Cell<T, unknown>[]
  colSpan: number
}) {
  return (
    <tr id={id} className={`${tableClasses.tr} ${classes.detailRow}`}>
      <td className={tableClasses.td} colSpan={colSpan}>
        <dl className={classes.detailList}>
          {cells.map((cell) => (
            <div key={cell.column.id} className={classes.detailItem}>
              <dt>{columnLabel(cell.column)}</dt>
              <dd>{cellContent(cell)}</dd>
            </div>
          ))}
        </dl>
      </td>
    </tr>
  )
}
