import { Group, Text } from '@mantine/core'
import type { ColumnDef, SortingFn } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { CellAvatar } from '@/components/cell-avatar'
import { employeeSortValue, type Employee } from '@/contract/datatables'
import type { EmployeeSortKey } from '@/contract/datatable-values'
import type { CsvCell } from '@/lib/csv'
import { formatDay, formatMoney } from '@/lib/format'
import { EmployeeStatusBadge, statusLabel } from './employee-status-badge'

/** Sorts like the server's `sort=`: money, numbers and dates by value. */
const byValue =
  (key: EmployeeSortKey): SortingFn<Employee> =>
  (a, b) => {
    const left = employeeSortValue(a.original, key)
    const right = employeeSortValue(b.original, key)
    return left === right ? 0 : left < right ? -1 : 1
  }

/** Below this width (px) the columns marked collapsible move into each row's details. */
export const COLLAPSE_BELOW = 1024

const text = (value: string) => (
  <Text size="sm" dir="auto">
    {value}
  </Text>
)

/** The record's `MM/DD/YYYY` start date as the app writes a day. */
function startDay({ start_date }: Employee): string {
  const [month = '', day = '', year = ''] = start_date.split('/')
  return formatDay(`${year}-${month}-${day}`)
}

/** The record's experience ("9 Years") as a count of years in the user's language. */
export function experience(t: TFunction<'datatables'>, employee: Employee): string {
  return t('experience', { count: employeeSortValue(employee, 'experience') })
}

/**
 * The sample employees' columns, named in the user's language. Ids are the record's field
 * names, so a sort state is also the server's `sort=`. Columns marked collapsible move into a
 * row's details on narrow screens.
 */
function employeeColumns(t: TFunction<'datatables'>): ColumnDef<Employee>[] {
  return [
    {
      accessorKey: 'full_name',
      header: t('columns.name'),
      sortingFn: byValue('full_name'),
      cell: ({ row: { original: employee } }) => (
        <Group gap="sm" wrap="nowrap">
          <CellAvatar name={employee.full_name} src={employee.avatar} size={32} />
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} dir="auto">
            {employee.full_name}
          </Text>
        </Group>
      ),
    },
    {
      accessorKey: 'email',
      header: t('columns.email'),
      sortingFn: byValue('email'),
      meta: { collapsible: true },
      cell: ({ getValue }) => text(getValue<string>()),
    },
    {
      accessorKey: 'post',
      header: t('columns.post'),
      sortingFn: byValue('post'),
      cell: ({ getValue }) => text(getValue<string>()),
    },
    {
      accessorKey: 'city',
      header: t('columns.city'),
      sortingFn: byValue('city'),
      meta: { collapsible: true },
      cell: ({ getValue }) => text(getValue<string>()),
    },
    {
      accessorKey: 'start_date',
      header: t('columns.date'),
      sortingFn: byValue('start_date'),
      meta: { label: t('columns.startDate'), collapsible: true },
      cell: ({ row }) => text(startDay(row.original)),
    },
    {
      accessorKey: 'salary',
      header: t('columns.salary'),
      sortingFn: byValue('salary'),
      meta: { collapsible: true },
      // The record's text ("$23,896.35") read as an amount and written as the app writes money.
      cell: ({ row }) => text(formatMoney(Number(employeeSortValue(row.original, 'salary')))),
    },
    {
      accessorKey: 'age',
      header: t('columns.age'),
      sortingFn: byValue('age'),
      meta: { collapsible: true },
      cell: ({ getValue }) => text(getValue<string>()),
    },
    {
      accessorKey: 'experience',
      header: t('columns.experience'),
      sortingFn: byValue('experience'),
      meta: { collapsible: true },
      // The filter matches the years as shown.
      filterFn: (row, _id, value: string) =>
        experience(t, row.original).toLowerCase().includes(value.toLowerCase()),
      cell: ({ row }) => text(experience(t, row.original)),
    },
    {
      accessorKey: 'status',
      header: t('columns.status'),
      sortingFn: byValue('status'),
      // The filter matches the status's name, as shown.
      filterFn: (row, _id, value: string) =>
        statusLabel(t, row.original.status).toLowerCase().includes(value.toLowerCase()),
      cell: ({ row: { original: employee } }) => (
        <EmployeeStatusBadge status={employee.status} label={statusLabel(t, employee.status)} />
      ),
    },
  ]
}

/** The employees' columns in the current language; the same array until the language changes. */
export function useEmployeeColumns() {
  const { t } = useTranslation('datatables')
  return useMemo(() => employeeColumns(t), [t])
}

/** An export's rows: the header, then one row per employee (status by name), in the language. */
export function employeeExportRows(
  t: TFunction<'datatables'>,
  employees: readonly Employee[],
): CsvCell[][] {
  return [
    [
      t('columns.name'),
      t('columns.email'),
      t('columns.post'),
      t('columns.city'),
      t('columns.startDate'),
      t('columns.salary'),
      t('columns.age'),
      t('columns.experience'),
      t('columns.status'),
    ],
    ...employees.map((e) => [
      e.full_name,
      e.email,
      e.post,
      e.city,
      e.start_date,
      e.salary,
      e.age,
      e.experience,
      statusLabel(t, e.status),
    ]),
  ]
}
