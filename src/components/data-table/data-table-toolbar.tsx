import { Button, Checkbox, Group, Stack, Text } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import type { Table as TanTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { OnDemand } from '../menu-on-demand'
import { columnLabel } from './data-table-columns'

/**
 * Above the table: the selected count (with a way to clear it), the page's own
 * controls, and the column menu.
 */
export function DataTableToolbar<T>({
  table,
  selectable,
  columnMenu,
  sortHint,
  children,
}: {
  table: TanTable<T>
  selectable: boolean
  columnMenu: boolean
  sortHint: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  // The selected rows among those the table has: a row deleted meanwhile no longer counts.
  const selected = table.getSelectedRowModel().rows.length
  return (
    <Group justify="space-between" gap="sm" px="md" py="xs" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {selectable && (
          // In its own direction: on a right-to-left page "3 rows selected" keeps its number first.
          <Text size="sm" aria-live="polite" fw={selected ? 600 : undefined} dir="auto">
            {t('dataTable.selected', { count: selected })}
          </Text>
        )}
        {selectable && selected > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => table.resetRowSelection()}>
            {t('dataTable.clearSelection')}
          </Button>
        )}
        {sortHint && (
          <Text size="xs" c="dimmed">
            {t('dataTable.sortHint')}
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        {children}
        {columnMenu && <ColumnMenu table={table} />}
      </Group>
    </Group>
  )
}

function ColumnMenu<T>({ table }: { table: TanTable<T> }) {
  const { t } = useTranslation()
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide())
  return (
    // Mounted on demand (`OnDemand`): the list's first files need none of Mantine's popovers.
    <OnDemand
      popup="dialog"
      target={
        <Button size="xs" variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('dataTable.columns')}
        </Button>
      }
    >
      {(button, opening, { Popover }) => (
        <Popover
          position="bottom-end"
          shadow="md"
          trapFocus
          returnFocus
          withinPortal
          defaultOpened={opening === 'click'}
        >
          <Popover.Target>{button}</Popover.Target>
          <Popover.Dropdown aria-label={t('dataTable.showColumns')}>
            <Stack gap="xs" role="group" aria-label={t('dataTable.showColumns')}>
              {columns.map((column) => (
                <Checkbox
                  key={column.id}
                  size="sm"
                  label={columnLabel(column)}
                  checked={column.getIsVisible()}
                  // The last visible column stays: a table with no columns shows nothing useful.
                  disabled={column.getIsVisible() && table.getVisibleLeafColumns().length <= 1}
                  onChange={(event) => column.toggleVisibility(event.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </OnDemand>
  )
}
