import { z } from 'zod/mini'

/** The sample data table shows 10 rows a page unless another size is asked for. */
export const DATATABLE_PER_PAGE = 10
export const DATATABLE_PER_PAGE_MAX = 100

/**
 * A status is a number from 1 to 5; these names for them are ours
 * (docs/decisions.md, Data tables).
 */
export const employeeStatusLabels = {
  1: 'Current',
  2: 'Professional',
  3: 'Rejected',
  4: 'Resigned',
  5: 'Applied',
} as const
export type EmployeeStatus = keyof typeof employeeStatusLabels

/** The columns `listDatatableRows` can sort by (`sort=full_name:asc,salary:desc`). */
export const employeeSortKeys = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const
export type EmployeeSortKey = (typeof employeeSortKeys)[number]

const sortPart = `(${employeeSortKeys.join('|')}):(asc|desc)`
/** At most five `column:direction` pairs, comma-separated. */
export const employeeSortPattern = new RegExp(`^${sortPart}(,${sortPart}){0,4}$`)

export const employeeSortSchema = z
  .string()
  .check(
    z.regex(
      employeeSortPattern,
      `Use up to five column:asc or column:desc pairs, comma-separated; columns: ${employeeSortKeys.join(', ')}`,
    ),
  )

export interface EmployeeSort {
  id: EmployeeSortKey
  desc: boolean
}

/** `full_name:asc,salary:desc` → the sort list; a column named twice counts once (first wins). */
export function parseEmployeeSort(sort: string | undefined): EmployeeSort[] {
  if (!sort || !employeeSortPattern.test(sort)) return []
  const seen = new Set<string>()
  const parsed: EmployeeSort[] = []
  for (const part of sort.split(',')) {
    const [id, direction] = part.split(':') as [EmployeeSortKey, 'asc' | 'desc']
    if (seen.has(id)) continue
    seen.add(id)
    parsed.push({ id, desc: direction === 'desc' })
  }
  return parsed
}

/** The sort list → `full_name:asc,salary:desc` (undefined when unsorted). */
export function formatEmployeeSort(sort: readonly { id: string; desc: boolean }[]) {
  const text = sort.map(({ id, desc }) => `${id}:${desc ? 'desc' : 'asc'}`).join(',')
  return text && employeeSortPattern.test(text) ? text : undefined
}
