import { datatablesEndpoints, employeeSortValue, type Employee } from '@/contract/datatables'
import { parseEmployeeSort } from '@/contract/datatable-values'
import { requireAbility } from '../auth'
import { jsonList } from '../json-list'
import { mockRoutes, route } from '../route'
import { employeesTable } from '../fixtures/datatables'

/** The fields q searches. */
const searchable = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const

/** Filters and sorts as `listDatatableRows` does (before paging); id order when unsorted. */
export function selectEmployees(
  employees: readonly Employee[],
  { q, sort }: { q?: string; sort?: string },
): Employee[] {
  const needle = q?.trim().toLowerCase() ?? ''
  const order = parseEmployeeSort(sort)
  return employees
    .filter(
      (employee) =>
        !needle || searchable.some((key) => employee[key].toLowerCase().includes(needle)),
    )
    .sort((a, b) => {
      for (const { id, desc } of order) {
        const left = employeeSortValue(a, id)
        const right = employeeSortValue(b, id)
        if (left !== right) return (left < right ? -1 : 1) * (desc ? -1 : 1)
      }
      return a.id - b.id
    })
}

const { getDatatableInitialData, listDatatableRows } = datatablesEndpoints

/** The demo data tables' calls, for the gallery pages (read Component). */
export const datatablesRoutes = mockRoutes(
  route(getDatatableInitialData, requireAbility('read', 'Component'), (c) => {
    const rows = c.var.db.table(employeesTable).all()
    return jsonList(c, rows, () => rows)
  }),
  route(listDatatableRows, requireAbility('read', 'Component'), (c, { query }) => {
    const { page, perPage, ...filters } = query
    const rows = c.var.db.table(employeesTable).all()
    return jsonList(c, rows, () => {
      const allData = selectEmployees(rows, filters)
      const start = (page - 1) * perPage
      return { allData, invoices: allData.slice(start, start + perPage), total: allData.length }
    })
  }),
)
