import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import type { Table as TanTable } from '@tanstack/react-table'
import type { ReactNode } from 'react'
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
  // The selected rows among those the table has: a row deleted meanwhile no longer counts.
  const selected = table.getSelectedRowModel().rows.length
  return (
    <Group justify="space-between" gap="sm" px="md" py="xs" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {selectable && (
          <Text size="sm" aria-live="polite" fw={selected ? 600 : undefined}>
            {selected === 1 ? '1 row selected' : `${String(selected)} rows selected`}
          </Text>
        )}
        {selectable && selected > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => table.resetRowSelection()}>
            Clear selection
          </Button>
        )}
        {sortHint && (
          <Text size="xs" c="dimmed">
            Shift-click a header to sort by more than one column.
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
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide())
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Show columns">
        <Stack gap="xs" role="group" aria-label="Show columns">
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
  )
}
