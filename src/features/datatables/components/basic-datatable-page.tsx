import { Box } from '@mantine/core'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { QueryError } from '@/components/query-error'
import { useInitialData } from '../api/get-initial-data'
import { DatatablePage } from './datatable-page'
import { COLLAPSE_BELOW, employeeColumns, employeeExportRows } from './employee-columns'

/** /datatables/basic: the whole sample list, sorted, filtered and selected in the browser. */
export function BasicDatatablePage() {
  const employees = useInitialData()
  return (
    <DatatablePage
      title="Basic data table"
      description="Sort, filter, select and export the sample staff list, all in the browser. Shift-click a second header to sort by both; on a narrow screen, open a row to see the columns it hides. Export saves the rows as filtered and sorted."
      usage="<DataTable selectable columnFilters collapseBelow={1024} toolbar={…} />"
    >
      {employees.isError ? (
        <Box p="md">
          <QueryError error={employees.error} onRetry={() => void employees.refetch()} />
        </Box>
      ) : (
        <DataTable
          label="Staff"
          data={employees.data ?? []}
          columns={employeeColumns}
          getRowId={(employee) => String(employee.id)}
          rowLabel={(employee) => employee.full_name}
          loading={employees.isPending}
          selectable
          columnFilters
          collapseBelow={COLLAPSE_BELOW}
          minWidth={560}
          empty="No staff match these filters."
          toolbar={({ rows }) => (
            <ExportMenu
              fileBase="staff"
              rows={() => employeeExportRows(rows)}
              description={`the ${String(rows.length)} rows shown`}
            />
          )}
        />
      )}
    </DatatablePage>
  )
}
