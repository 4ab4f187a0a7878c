import { Box } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { DataTable } from '@/components/data-table/data-table'
import { ExportMenu } from '@/components/data-table/export-menu'
import { QueryError } from '@/components/query-error'
import { useInitialData } from '../api/get-initial-data'
import { DatatablePage } from './datatable-page'
import { COLLAPSE_BELOW, employeeExportRows, useEmployeeColumns } from './employee-columns'

/** /datatables/basic: the whole sample list, sorted, filtered and selected in the browser. */
export function BasicDatatablePage() {
  const { t } = useTranslation('datatables')
  const columns = useEmployeeColumns()
  const employees = useInitialData()
  return (
    <DatatablePage
      title={t('basic.title')}
      description={t('basic.description')}
      usage="<DataTable selectable columnFilters collapseBelow={1024} toolbar={…} />"
    >
      {employees.isError ? (
        <Box p="md">
          <QueryError error={employees.error} onRetry={() => void employees.refetch()} />
        </Box>
      ) : (
        <DataTable
          label={t('basic.table')}
          data={employees.data ?? []}
          columns={columns}
          getRowId={(employee) => String(employee.id)}
          rowLabel={(employee) => employee.full_name}
          loading={employees.isPending}
          selectable
          columnFilters
          collapseBelow={COLLAPSE_BELOW}
          minWidth={560}
          empty={t('basic.empty')}
          toolbar={({ rows }) => (
            <ExportMenu
              fileBase="staff"
              rows={() => employeeExportRows(t, rows)}
              title={t('export.shown', { count: rows.length })}
            />
          )}
        />
      )}
    </DatatablePage>
  )
}
