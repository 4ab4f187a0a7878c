import { z } from 'zod/mini'
import {
  DATATABLE_PER_PAGE,
  DATATABLE_PER_PAGE_MAX,
  employeeSortSchema,
  type EmployeeSortKey,
} from './datatable-values'
import { endpoints } from './endpoint'
import type { Examples } from './example'

/** SPEC section 3, "Sample employee record (data table)". */
export const employeeSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  /** Kept for the template's responsive plug-in; always '' here. */
  responsive_id: z.string(),
  /** A picture address, or '' for initials. */
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** MM/DD/YYYY */
  start_date: z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/)),
  /** Text with a currency sign, e.g. "$23,896.35". */
  salary: z.string(),
  /** Whole years as text, e.g. "34". */
  age: z.string(),
  /** e.g. "1 Year", "7 Years". */
  experience: z.string(),
  status: z.number().check(z.int(), z.gte(1), z.lte(5)),
})
export type Employee = z.infer<typeof employeeSchema>

/** `getDatatableInitialData`: the whole sample list, a JSON array (as the template's). */
export const initialDataResponseSchema = z.array(employeeSchema)

/** `listDatatableRows` query; unknown keys are ignored. */
export const datatableQuerySchema = z.object({
  /** Case-insensitive substring of full_name, post, email, age, salary or start_date. */
  q: z.optional(z.string().check(z.maxLength(200))),
  perPage: z._default(
    z.coerce.number().check(z.int(), z.positive(), z.maximum(DATATABLE_PER_PAGE_MAX)),
    DATATABLE_PER_PAGE,
  ),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  /** Added to SPEC: `full_name:asc,salary:desc`; money, numbers and dates sort by value. */
  sort: z.optional(employeeSortSchema),
})
export type DatatableQuery = Partial<z.infer<typeof datatableQuerySchema>>

export const datatableResponseSchema = z.object({
  /** Every matching record, sorted (for export). */
  allData: z.array(employeeSchema),
  /** The page slice (SPEC's name). */
  invoices: z.array(employeeSchema),
  total: z.number().check(z.int(), z.nonnegative()),
})
export type DatatableResponse = z.infer<typeof datatableResponseSchema>

/**
 * The value a column sorts by: money, numbers and dates by value, not by
 * their text ("$9" before "$10", 2019 before 2021); text case-insensitively.
 * The server (`sort=`) and the client-side table sort alike.
 */
export function employeeSortValue(employee: Employee, key: EmployeeSortKey): string | number {
  switch (key) {
    case 'salary':
      return Number(employee.salary.replace(/[^0-9.]/g, ''))
    case 'age':
    case 'experience':
      return Number.parseInt(employee[key], 10)
    case 'start_date': {
      const [month = '', day = '', year = ''] = employee.start_date.split('/')
      return `${year}${month}${day}`
    }
    case 'id':
    case 'status':
      return employee[key]
    default:
      return employee[key].toLowerCase()
  }
}

export const datatablesEndpoints = endpoints('Datatables', {
  getDatatableInitialData: {
    method: 'get',
    path: '/api/datatables/initial-data',
    summary: 'Every employee row',
    response: initialDataResponseSchema,
  },
  listDatatableRows: {
    method: 'get',
    path: '/api/datatables/data',
    summary: 'Employee rows, searched, sorted and paged',
    query: datatableQuerySchema,
    response: datatableResponseSchema,
  },
})

/** A valid call of each endpoint (src/contract/example.ts). */
export const datatablesExamples = {
  getDatatableInitialData: {},
  listDatatableRows: {
    query: { q: 'a', perPage: 10, page: 1, sort: 'full_name:asc' },
    free: ['q'],
  },
} satisfies Examples<typeof datatablesEndpoints>
